import { formatTable, type Result } from "../output";

/** Plain text of a result, for the chat. */
export function toText(result: Result): string {
  if (result.kind === "message") return result.text;
  if (result.kind === "lines") return result.lines.map((l) => l.text).join("\n");
  return formatTable(result, false);
}
