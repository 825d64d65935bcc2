import { describe, expect, it } from "vitest";
import { pdfFonts } from "./fonts";
import { fontRuns, visualRuns } from "./text";

const chain = () => pdfFonts().regular;
const names = (runs: { font: { name: string }; text: string }[]) => runs.map((r) => [r.font.name, r.text]);

describe("fontRuns", () => {
  it("keeps Latin, Cyrillic and Greek in the first font", () => {
    const runs = fontRuns("Café Москва Αθήνα", chain());
    expect(runs).toHaveLength(1);
    expect(runs[0].font.name).toBe("DejaVuSans");
  });

  it("gives each script its font, and back", () => {
    expect(names(fontRuns("Invoice 東京スタジオ no. 7", chain()))).toEqual([
      ["DejaVuSans", "Invoice "],
      ["NotoSansJP", "東京スタジオ "],
      ["DejaVuSans", "no. 7"],
    ]);
    expect(fontRuns("चालान-१", chain())[0].font.name).toBe("NotoSansDevanagari");
    expect(fontRuns("한국어", chain())[0].font.name).toBe("NotoSansKR");
    expect(fontRuns("สวัสดี", chain())[0].font.name).toBe("NotoSansThai");
    expect(fontRuns("வணக்கம்", chain())[0].font.name).toBe("NotoSansTamil");
    expect(fontRuns("🚀", chain())[0].font.name).toBe("NotoEmoji");
  });
});

describe("visualRuns", () => {
  it("lays Arabic words right to left, keeping its numbers left to right", () => {
    // fontkit reverses an Arabic run itself: words stay in logical order inside their run, the runs of
    // a right-to-left segment come in reverse, and Arabic-Indic digits are pre-reversed so that
    // fontkit's reversal restores them. Drawn left to right: "١٢٣" "-" "فاتورة" (read: فاتورة-١٢٣).
    expect(names(visualRuns("فاتورة-١٢٣", chain()))).toEqual([
      ["NotoSansArabic", "٣٢١"],
      ["DejaVuSans", "-"],
      ["NotoSansArabic", "فاتورة"],
    ]);
    // As a browser shows it: the number after the Arabic words sits to their left, and the words run
    // right to left, each laid out on its own.
    expect(visualRuns("Invoice وصف عربي 42", chain()).map((r) => r.text)).toEqual([
      "Invoice ",
      "42",
      " ",
      "عربي",
      " ",
      "وصف",
    ]);
  });

  it("leaves left-to-right text as it is", () => {
    expect(visualRuns("Plain text", chain()).map((r) => r.text)).toEqual(["Plain text"]);
  });
});
