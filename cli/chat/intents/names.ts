// Names: who a command is about. Creating an invoice, adding a client and chasing someone all take
// a name as typed, and none of them may be about the owner or everyone at once.

/** Who a command cannot be about: the owner, or everyone at once. */
export const NOT_A_NAME =
  /^(?:me|myself|us|them|him|her|it|everyone|everybody|all|all clients|people|someone|somebody|anyone|clients|customers)$/i;

/** A name as typed, without surrounding quotes, spaces or trailing punctuation. */
export function trimName(raw: string): string {
  return raw
    .trim()
    .replace(/^["']|["']$/g, "")
    .replace(/[\s,;:.!?-]+$/, "")
    .trim();
}
