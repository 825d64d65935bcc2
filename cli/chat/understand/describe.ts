// The free text of a request (an invoice's description, a time entry's, a quote's): the words that are
// none of the request's values, none of its names and none of its command words. Owners put it anywhere:
// "invoice acme 500 for the logo", "kesler fitness - 725 - hosting migration - due end of month",
// "log 2h for kessler today, class schedule wireframes", "add 90 min for vega on friday (site audit)".
// The text is cut where the values and names were and at the owner's own separators; the piece that
// follows a "for", a dash, a colon or a bracket wins, else the longest piece left.

import type { Found, SlotKind } from "./mask";

/** Finds that are values (a sum, a day, a platform's link…): free text leaves them out but keeps names. */
export const VALUE_SLOTS: ReadonlySet<SlotKind> = new Set<SlotKind>([
  "amount",
  "date",
  "time",
  "terms",
  "percent",
  "duration",
  "email",
  "phone",
  "url",
  "period",
  "count",
]);

/** Finds that are the request's arguments (the values, and who and where): never the description. */
const ARGUMENTS = new Set<SlotKind>([...VALUE_SLOTS, "client", "platform", "helper"]);

/** Words that say what to do, or glue, never what the work was. */
const COMMAND = new Set(
  (
    "hi hey hello so ok okay please pls plz can could would you u i we me my our need want wanna like to just quickly also " +
    "and then now a an the for to on at by of in with from it its it's is was be this that these those them they their him her " +
    "invoice invoices invoicing bill billing charge new create make add log logged track tracked record quote quoted estimate " +
    "send email set up start starting due today tonight tomorrow yesterday hours hour hrs hr h min mins minutes m " +
    "monthly weekly every each month week lol thanks thx ty asap net receipt on upon timer clock stopwatch"
  ).split(" "),
);

/** Where an owner starts the description: "for", "re", "-", "—", ":", "(". */
const LEAD = /^(?:for|re|about|covering)\b/i;

interface Piece {
  text: string;
  /** It followed a "for", a dash, a colon or a bracket. */
  marked: boolean;
}

/** The description, or undefined when the request gives none. */
export function describeFree(
  text: string,
  kept: Found[],
  keep: (slot: SlotKind) => boolean = () => false,
): string | undefined {
  // Each found argument becomes a cut, so that words on either side of it never join.
  let cut = "";
  let at = 0;
  for (const f of [...kept].sort((a, b) => a.index - b.index)) {
    if (!ARGUMENTS.has(f.slot) || keep(f.slot) || f.index < at || namesAThing(text, f)) continue;
    cut += `${text.slice(at, f.index)} | `;
    at = f.end;
  }
  cut += text.slice(at);
  const pieces: Piece[] = [];
  let markedNext = false;
  for (const raw of cut.split(/(\s*(?:[,;:()[\]|]|\s[-–—]\s|—)\s*)/)) {
    if (raw === undefined) continue;
    if (/^\s*(?:[,;:()[\]|]|[-–—])\s*$/.test(raw)) {
      // A colon, a dash or a bracket introduces; a cut or a comma does not by itself.
      markedNext = markedNext || /[:(–—-]/.test(raw.trim());
      continue;
    }
    const piece = trimCommands(raw);
    if (piece.words && hasContent(piece.words)) pieces.push({ text: piece.words, marked: markedNext || piece.led });
    markedNext = false;
  }
  if (pieces.length === 0) return undefined;
  const marked = pieces.filter((p) => p.marked);
  const from = marked.length ? marked : pieces;
  return from.reduce((a, b) => (b.text.length > a.text.length ? b : a)).text;
}

/** "for the december listings": a month said of a thing is part of its name, not a period asked about. */
const namesAThing = (text: string, f: Found) =>
  f.slot === "period" && /\bthe\s+$/i.test(text.slice(0, f.index)) && /^\s+[a-z]{3,}/i.test(text.slice(f.end));

/** A piece without the command words around it; `led` when "for" (or "re") introduced it. */
function trimCommands(piece: string): { words: string; led: boolean } {
  // A dash or colon left in front ("on 12/3 - charts") is punctuation, not words.
  const words = piece
    .trim()
    .replace(/^[-–—:,;]+\s*/, "")
    .split(/\s+/)
    .filter(Boolean);
  let led = false;
  while (words.length && COMMAND.has(words[0].toLowerCase().replace(/[.!?]+$/, ""))) {
    if (LEAD.test(words[0])) led = true;
    words.shift();
  }
  // At the end "set" is the thing ("the banner set", "the whitaker set"), not "set up".
  const last = () =>
    words
      .at(-1)!
      .toLowerCase()
      .replace(/[.!?]+$/, "");
  while (words.length && COMMAND.has(last()) && !(last() === "set" && words.length > 1)) words.pop();
  return { words: words.join(" ").replace(/[.!?]+$/, ""), led };
}

const hasContent = (s: string) => s.split(/\s+/).some((w) => /\p{L}{2,}/u.test(w) && !COMMAND.has(w.toLowerCase()));
