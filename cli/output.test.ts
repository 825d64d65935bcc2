import { describe, expect, it } from "vitest";
import { formatTable, wrapLine } from "./output";

// qa13: at 80 (or 40) columns the tables and the briefing stay readable: a row never spills into the
// next line and a word is never broken in two. Piped (no width) nothing changes.

const table = {
  kind: "table" as const,
  columns: [
    { key: "score", label: "Score", align: "right" as const },
    { key: "task", label: "Task" },
    { key: "why", label: "Why" },
    { key: "id", label: "Id" },
  ],
  rows: [
    {
      score: "76",
      task: "Send invoice INV-1795404801264 to Initech",
      why: "$3,200 for Initech, never sent, its due date passed 21 days ago; add an email address for Initech to send it",
      id: "06cd45a1",
    },
  ],
  empty: "none",
  data: [],
};

describe("formatTable", () => {
  it("fits a terminal's width, cutting the widest columns with … and keeping ids whole", () => {
    const lines = formatTable(table, false, 80).split("\n");
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[1]).toMatch(/…/);
    expect(lines[1].endsWith("06cd45a1")).toBe(true);
  });

  it("keeps every character when piped", () => {
    expect(formatTable(table, false)).toContain("add an email address for Initech to send it");
  });
});

describe("wrapLine", () => {
  it("wraps at spaces under the line's own text", () => {
    const text =
      "     Why: $3,200 for Initech, never sent, its due date passed 21 days ago; add an email address for Initech to send it";
    const lines = wrapLine(text, 40);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines.join(" ").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " "));
    expect(lines[1].startsWith(" ".repeat(10))).toBe(true);
  });

  it("never wraps a suggested command, and leaves short or piped lines alone", () => {
    const command = "     → microteam nudge INV-1795404799408 INV-1795404797617 INV-1795404797152";
    expect(wrapLine(command, 40)).toEqual([command]);
    expect(wrapLine("short", 40)).toEqual(["short"]);
    expect(wrapLine("x ".repeat(60), undefined)).toEqual(["x ".repeat(60)]);
  });
});
