// Invoice and quote numbers in free text, with their spans: "INV-2054", "inv2054", "inv #2054",
// "invoice #12", "invoice 2054", "#2054"; "Q-0014", "q14", "quote 14", "quote #14".
// Choices: after the word "invoice" a number is a reference when written with "#"/"no." or with 4+
// digits ("invoice 2054"); shorter ones may be an amount ("invoice 250"), so they are left to
// amounts.ts. After "quote" it is a reference when written with "#"/"no.", with a leading zero, or
// with at most 3 digits ("quote 14"); "quote 1500" is left as an amount. A lone "#2054" is an invoice.
// Quote numbers come back as the app writes them, "Q-" and 4 digits ("quote 14" → "Q-0014"); invoice
// prefixes are the owner's own, so an invoice comes back as its digits and as "INV-" + digits.
export interface ReferenceMention {
  index: number;
  end: number;
  text: string;
  kind: "invoice" | "quote";
  /** The digits as written: "2054", "14". */
  digits: string;
  /** "INV-2054", "Q-0014". */
  number: string;
}

const PATTERN =
  /(?<![\w#-])(?:(inv(?:oice)?)(?:\s*(?:-|#|no\.?|number)\s*|\s+)(\d+)|(q(?:uote)?)(?:\s*(?:-|#|no\.?|number)\s*|\s+)(\d+)|(inv|q)(\d+)|#\s?(\d+))(?![\w.,]\d|[\w%])/gi;

export function readReferences(text: string): ReferenceMention[] {
  const found: ReferenceMention[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const [whole, invWord, invDigits, quoteWord, quoteDigits, joined, joinedDigits, hashDigits] = match;
    const index = match.index ?? 0;
    const marked = /[-#]|no\.?\s*\d|number/i.test(whole.slice((invWord ?? quoteWord ?? "").length));
    let kind: "invoice" | "quote";
    let digits: string;
    if (invWord) {
      const word = invWord.toLowerCase() === "invoice";
      // "invoice 250" may be an amount; "inv 250" and "INV-250" are not.
      if (word && !marked && invDigits.length < 4) continue;
      kind = "invoice";
      digits = invDigits;
    } else if (quoteWord) {
      const word = quoteWord.toLowerCase() === "quote";
      if (word && !marked && quoteDigits.length > 3 && !quoteDigits.startsWith("0")) continue;
      // "q3" alone is a quarter (periods.ts); "q-3", "q #3" and "q0014" are quotes.
      if (!word && !marked && quoteDigits.length === 1) continue;
      kind = "quote";
      digits = quoteDigits;
    } else if (joined) {
      if (joined.toLowerCase() === "q" && joinedDigits.length === 1) continue; // "q3": a quarter
      kind = joined.toLowerCase() === "q" ? "quote" : "invoice";
      digits = joinedDigits;
    } else {
      kind = "invoice";
      digits = hashDigits;
    }
    const number = kind === "quote" ? `Q-${digits.replace(/^0+(?=\d)/, "").padStart(4, "0")}` : `INV-${digits}`;
    found.push({ index, end: index + whole.length, text: whole, kind, digits, number });
  }
  return found;
}
