import { beforeAll, describe, expect, it } from "vitest";
import stringWidth from "string-width";
import { loadCellWidths } from "./cell-width";
import { formatTable, wrapLine, type Result } from "./output";

// Commands load the Unicode width rules before drawing a table with wide text (cli/run.ts).
beforeAll(loadCellWidths);

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

  it("lines columns up in terminal cells: wide CJK and emoji titles do not shift the next column", () => {
    const titles: Extract<Result, { kind: "table" }> = {
      kind: "table",
      columns: [
        { key: "title", label: "Title" },
        { key: "progress", label: "Progress", align: "right" },
      ],
      rows: [
        { title: "Ünïcødé 🚀 工作流", progress: "40%" },
        { title: "Plain title here", progress: "100%" },
      ],
      empty: "none",
      data: [],
    };
    const [header, wide, plain] = formatTable(titles, false).split("\n");
    // "Ünïcødé 🚀 工作流" is 16 cells wide (🚀 and each of 工作流 take two), as is "Plain title here".
    expect(stringWidth(wide)).toBe(stringWidth(plain));
    expect(stringWidth(header)).toBe(stringWidth(plain));
    expect(wide).toBe("Ünïcødé 🚀 工作流       40%");
    // Cut to a narrow terminal, a wide character is dropped whole and the row stays in its cells.
    const cut = formatTable({ ...titles, rows: [{ title: "工作流工作流工作流工作流", progress: "40%" }] }, false, 22);
    // The title column gives way to 12 cells: five wide characters and "…" fill 11, never half of a sixth.
    expect(cut.split("\n")[1]).toBe(`工作流工作…${" ".repeat(8)}40%`);
    expect(stringWidth(cut.split("\n")[1])).toBe(22);
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
