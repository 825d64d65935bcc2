import { describe, expect, it } from "vitest";
import { readReferences } from "./references";

describe("readReferences", () => {
  it.each<[string, string, "invoice" | "quote", string]>([
    ["INV-2054", "INV-2054", "invoice", "INV-2054"],
    ["inv-2054", "inv-2054", "invoice", "INV-2054"],
    ["inv2054", "inv2054", "invoice", "INV-2054"],
    ["inv 2054", "inv 2054", "invoice", "INV-2054"],
    ["inv #2054", "inv #2054", "invoice", "INV-2054"],
    ["invoice #12", "invoice #12", "invoice", "INV-12"],
    ["invoice no. 12", "invoice no. 12", "invoice", "INV-12"],
    ["invoice 2054", "invoice 2054", "invoice", "INV-2054"],
    ["#2054", "#2054", "invoice", "INV-2054"],
    ["resend INV-2054.", "INV-2054", "invoice", "INV-2054"],
    ["Q-0014", "Q-0014", "quote", "Q-0014"],
    ["q14", "q14", "quote", "Q-0014"],
    ["q-14", "q-14", "quote", "Q-0014"],
    ["quote 14", "quote 14", "quote", "Q-0014"],
    ["quote #14", "quote #14", "quote", "Q-0014"],
    ["quote 0014", "quote 0014", "quote", "Q-0014"],
    ["send quote 7 to acme", "quote 7", "quote", "Q-0007"],
  ])("%s", (text, span, kind, number) => {
    const found = readReferences(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text: span, kind, number });
    expect(text.slice(found[0].index, found[0].end)).toBe(span);
  });

  it("reads several, in order", () => {
    expect(readReferences("merge inv 2054 and #2055 into Q-0003").map((r) => r.number)).toStrictEqual([
      "INV-2054",
      "INV-2055",
      "Q-0003",
    ]);
  });

  it.each([
    "invoice 250",
    "invoice acme 2054",
    "quote 1500",
    "quote acme 14",
    "q3",
    "q3 2025",
    "invoices",
    "inventory 2054",
    "quotes 14 days",
  ])("not a reference: %s", (text) => {
    expect(readReferences(text)).toStrictEqual([]);
  });
});
