import { describe, expect, it } from "vitest";
import { contrastText, fitText, wrapLines, BACKGROUNDS } from "./draw";

// A monospace measure: every character is 0.5 of the font size wide.
const measure = (text: string, size: number) => text.length * size * 0.5;

describe("the editor's layout", () => {
  it("wraps words into lines that fit, breaking only words longer than a line", () => {
    expect(wrapLines("raise your rates every January", 100, 10, false, measure)).toEqual([
      "raise your rates",
      "every January",
    ]);
    expect(wrapLines("supercalifragilistic", 50, 10, false, measure)).toEqual(["supercalif", "ragilistic"]);
    expect(wrapLines("one\n\ntwo", 100, 10, false, measure)).toEqual(["one", "", "two"]);
  });

  it("shrinks the text until it fits the box", () => {
    const long = { title: "A title", content: "word ".repeat(400) };
    const layout = fitText(long, { width: 900, height: 900 }, 1, measure);
    expect(layout.height).toBeLessThanOrEqual(900);
    const short = fitText({ title: "Hi", content: "There" }, { width: 900, height: 900 }, 1, measure);
    expect(short.bodySize).toBeGreaterThan(layout.bodySize);
  });

  it("picks dark text on light backgrounds and white on dark ones", () => {
    expect(contrastText(BACKGROUNDS.find((b) => b.id === "paper")!)).toBe("#0f172a");
    expect(contrastText(BACKGROUNDS.find((b) => b.id === "ink")!)).toBe("#ffffff");
  });
});
