// A sentence with its values replaced by slot tokens: "invoice fennel and fig 600 for the menu pdf,
// net 30" reads "invoice @client @amount for the menu pdf, @terms". Every reader (../read/) and the
// owner's names (entities.ts) say where they found something; where two overlap, the longer wins,
// then the surer kind (a number written "INV-2054" is an invoice before it is an amount).

export type SlotKind =
  | "invoice"
  | "quote"
  | "email"
  | "phone"
  | "url"
  | "client"
  | "helper"
  | "lead"
  | "task"
  | "workflow"
  | "post"
  | "series"
  | "comparison"
  | "period"
  | "terms"
  | "date"
  | "time"
  | "duration"
  | "percent"
  | "amount"
  | "count"
  | "platform";

export interface Found<V = unknown> {
  slot: SlotKind;
  index: number;
  end: number;
  value: V;
  /** How sure the finder is, 0–1: a bare number is a weak amount. */
  score?: number;
}

/** Which kind wins a tie of equal length. */
const RANK: SlotKind[] = [
  "invoice",
  "quote",
  "email",
  "url",
  "phone",
  "comparison",
  "period",
  "terms",
  "date",
  "time",
  "duration",
  "percent",
  "amount",
  "count",
  "platform",
  "task",
  "workflow",
  "post",
  "series",
  "client",
  "helper",
  "lead",
];

/** The non-overlapping finds, longest (then surest) first, back in reading order. */
export function pick(found: Found[]): Found[] {
  const ordered = [...found].sort(
    (a, b) =>
      b.end - b.index - (a.end - a.index) ||
      (b.score ?? 1) - (a.score ?? 1) ||
      RANK.indexOf(a.slot) - RANK.indexOf(b.slot),
  );
  const kept: Found[] = [];
  for (const f of ordered) {
    if (kept.some((k) => f.index < k.end && k.index < f.end)) continue;
    kept.push(f);
  }
  return kept.sort((a, b) => a.index - b.index);
}

/** The text with each kept find replaced by its slot token. */
export function mask(text: string, kept: Found[]): string {
  let out = "";
  let at = 0;
  for (const f of kept) {
    out += `${text.slice(at, f.index)} @${f.slot} `;
    at = f.end;
  }
  return (out + text.slice(at)).replace(/\s+/g, " ").trim();
}

/** The words not taken by any find: a description, a title, a topic. */
export function rest(text: string, kept: Found[], from = 0, to = text.length): string {
  let out = "";
  let at = from;
  for (const f of kept) {
    if (f.end <= from || f.index >= to) continue;
    out += ` ${text.slice(at, Math.max(at, f.index))} `;
    at = Math.max(at, f.end);
  }
  return (out + text.slice(at, to)).replace(/\s+/g, " ").trim();
}
