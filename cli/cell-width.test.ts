// A command's table with wide text is drawn in terminal cells, the width rules loaded on the way
// (cli/run.ts `show`), while a plain-ASCII table never loads them (they cost ~25 ms at start-up).
import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import type { CliContext } from "./context";
import type { Result } from "./output";
import { show } from "./run";

function shown(result: Result): Promise<string> {
  const out: string[] = [];
  const ctx = {
    output: { json: false, color: false, stdout: (s: string) => out.push(s), stderr: () => {} },
  } as unknown as CliContext;
  return show(ctx, result).then(() => out.join("\n"));
}

describe("tables through show", () => {
  it("line up CJK and emoji titles by display width", async () => {
    const text = await shown({
      kind: "table",
      columns: [
        { key: "title", label: "Title" },
        { key: "progress", label: "Progress" },
      ],
      rows: [
        { title: "Ünïcødé 🚀 工作流", progress: "40%" },
        { title: "Plain title", progress: "10%" },
      ],
      empty: "",
      data: null,
    });
    const [header, wide, plain] = text.split("\n");
    // The Progress column starts at the same cell on every line.
    expect(stringWidth(wide)).toBe(stringWidth(plain));
    expect(stringWidth(header.slice(0, header.indexOf("Progress")))).toBe(stringWidth(plain.slice(0, -3)));
  });
});
