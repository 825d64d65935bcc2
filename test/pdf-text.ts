import { getDocumentProxy } from "unpdf";

type Item = { str: string; x: number; y: number; width: number };

/**
 * The text of a PDF as a reader sees it, line by line: pdf.js (through unpdf, plain JavaScript, no
 * program to install) reads each piece of text with its position; pieces on one baseline make a line,
 * left to right, with a space where the page leaves a gap. Pages are separated by a form feed.
 */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if (!("str" in item) || item.str === "") continue;
      items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
    }
    const lines = new Map<number, Item[]>();
    for (const item of items) {
      const y = Math.round(item.y);
      lines.set(y, [...(lines.get(y) ?? []), item]);
    }
    const text = [...lines.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, line]) => {
        line.sort((a, b) => a.x - b.x);
        let out = "";
        let end = -Infinity;
        for (const item of line) {
          if (out && item.x - end > 1 && !out.endsWith(" ") && !item.str.startsWith(" ")) out += " ";
          out += item.str;
          end = item.x + item.width;
        }
        return out.trimEnd();
      });
    pages.push(text.join("\n"));
  }
  await pdf.destroy();
  return pages.join("\f");
}
