// Where a page of a list starts, for "Showing 51–100 of 6006" (qa10 F14). The server's cursor says only
// where to go on; the terminal prints its own next-page cursor as the rows already shown, a plus sign,
// then the server's ("50+v1.…"), and reads it back here. A bare server cursor (a script's, from --json)
// still works; its page then says only how many it shows. The count is for display alone: the server's
// sealed cursor decides the rows, so a changed number misleads nobody but the one who typed it.

export interface CursorOption {
  /** The server's cursor. */
  cursor?: string;
  /** Rows before this page; null when not known. */
  before: number | null;
}

const PRINTED = /^(\d{1,9})\+(.+)$/;

/** `--cursor` as the terminal printed it (or as the server gave it). */
export function readCursorOption(printed: string | undefined): CursorOption {
  if (!printed) return { before: 0 };
  const match = PRINTED.exec(printed);
  return match ? { cursor: match[2], before: Number(match[1]) } : { cursor: printed, before: null };
}

/** The next page's `--cursor` value: the rows shown so far, then the server's cursor. */
export const printCursor = (at: CursorOption, shown: number, next: string) =>
  at.before === null ? next : `${at.before + shown}+${next}`;

/** "Showing 50 of 6006.", "Showing 51–100 of 6006." */
export function showingLine(at: CursorOption, shown: number, total: number): string {
  if (at.before === null || shown === 0) return `Showing ${shown} of ${total}.`;
  if (at.before === 0) return `Showing ${shown} of ${total}.`;
  return `Showing ${at.before + 1}–${at.before + shown} of ${total}.`;
}
