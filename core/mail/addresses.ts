// Email addresses and headers the product writes. Display names come from what owners type, so they
// are quoted and stripped of line breaks before they reach a header.

/** "Name <a@b>" or "a@b" → its parts. */
export function parseMailbox(value: string): { name: string | null; address: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (match) return { name: match[1].replace(/^"(.*)"$/, "$1") || null, address: match[2] };
  return { name: null, address: value.trim() };
}

/** `"Olive & Co" <no-reply@microteam.app>`: the owner's name on the product's sending address. */
export function mailboxWithName(name: string | null | undefined, address: string): string {
  const clean = (name ?? "").replace(/[\r\n]+/g, " ").trim();
  if (!clean) return address;
  return `"${clean.replace(/["\\]/g, "\\$&")}" <${address}>`;
}

/** The Message-ID of an outbox row: fixed, so every attempt to deliver the row carries the same one. */
export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = parseMailbox(mailFrom).address.split("@")[1] || "microteam.local";
  return `<${outboxId}@${domain}>`;
}
