import { describe, expect, it } from "vitest";
import { pdfFonts } from "./fonts";
import { fontRuns } from "./text";

describe("fontRuns", () => {
  const chain = pdfFonts().regular;

  it("keeps Latin, Cyrillic and Greek in the first font", () => {
    const runs = fontRuns("Café Москва Αθήνα", chain);
    expect(runs).toHaveLength(1);
    expect(runs[0].font.name).toBe("DejaVuSans");
  });

  it("switches to the CJK font for Chinese and Japanese, and back", () => {
    const runs = fontRuns("Invoice 東京スタジオ no. 7", chain);
    expect(runs.map((r) => [r.font.name, r.text])).toEqual([
      ["DejaVuSans", "Invoice "],
      ["NotoSansJP", "東京スタジオ "],
      ["DejaVuSans", "no. 7"],
    ]);
  });
});
