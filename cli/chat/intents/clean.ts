// Cleaning: politeness and punctuation carry no meaning for the rules, so they are stripped before
// any rule sees the request; and some verbs are refused outright, whatever follows them.

const LEAD_IN =
  /^(?:hey|hi|hello|ok|okay|so|um|uh|yo|please|pls|plz|kindly|and|also|then|now|just|quickly|microteam|can you|could you|would you|will you|can u|could u|would you mind|i want to|i'd like to|i would like to|i wanna|i need to|i want you to|let's|lets|go ahead and|good morning|good afternoon|morning|before i get going|quick question|one more thing)\b[\s,!:.-]+/i;
const TAIL_OFF = /[\s,]+(?:please|pls|plz|thanks|thank you|thx|ty|for me|right now|now)$/i;

export function clean(text: string): string {
  let s = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    // Emoji carry no meaning for the rules ("stark paid 🙌"); dashes separate like commas.
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, " ")
    .replace(/\s+[\u2013\u2014]\s+/g, ", ")
    .replace(/\s+(?:please|pls|plz)\b(?=[\s,])/gi, "")
    .replace(/\s+/g, " ")
    // The typos fast fingers make in the words the rules key on ("hwo much am i owed").
    .replace(/\b(?:hwo|hw)\b/gi, "how")
    .replace(/\b(?:waht|whta|wht)\b/gi, "what")
    .trim();
  for (let previous = ""; previous !== s;) {
    previous = s;
    s = s
      .replace(LEAD_IN, "")
      .replace(/[\s?!.,;:…]+$/, "")
      .replace(TAIL_OFF, "")
      .trim();
  }
  return s;
}

/**
 * Verbs of things the assistant will not do from a chat line: destroying data or moving money.
 * "charge acme 3k" is billing (an invoice); charging a card is declined in scope.ts.
 */
export const REFUSED =
  /^(?:delete|remove|erase|wipe|destroy|drop|purge|cancel|void|refund|transfer|wire|withdraw|deposit|pay|send money|move money)\b/i;
