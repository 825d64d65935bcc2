// `microteam focus` answered without the command table (cli/focus-fast-path.ts): the same briefing as
// the full program, read without Intl (the owner's clock from the process's own zone, money written
// out), and the full program whenever the fast path cannot answer.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { BIN, ROOT, runBin, seededFolder } from "./support";

/** A preload that counts what loads ICU's locale data (Intl's formatters, collators, toLocale*). */
function intlCounter(dir: string) {
  const file = path.join(dir, "intl-count.cjs");
  const out = path.join(dir, "intl-count.txt");
  fs.writeFileSync(
    file,
    `let n = 0;
for (const k of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "DisplayNames", "ListFormat", "RelativeTimeFormat"]) {
  const C = Intl[k];
  Intl[k] = new Proxy(C, { construct(t, a) { n++; return new t(...a); }, apply(t, self, a) { n++; return t(...a); } });
}
for (const [o, m] of [[String.prototype, "localeCompare"], [Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [Date.prototype, "toLocaleTimeString"], [Number.prototype, "toLocaleString"]]) {
  const f = o[m];
  o[m] = function (...a) { n++; return f.apply(this, a); };
}
process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, String(n)));
`,
  );
  return { preload: `--require ${file}`, count: () => Number(fs.readFileSync(out, "utf8")) };
}

describe("microteam focus without the command table", () => {
  it("answers right after a write as the full program does, in a half-hour zone, without Intl", () => {
    const { dir, db, env } = seededFolder("America/St_Johns");
    const sqlite = new Database(db);
    let n = 0;
    // A write from another process: the kept briefing no longer holds.
    const write = () => void sqlite.prepare("update clients set phone = ? where rowid = 1").run(String(n++));
    const intl = intlCounter(dir);

    write();
    const fast = runBin(["focus", "--json"], { ...env, NODE_OPTIONS: intl.preload });
    expect(fast.code).toBe(0);
    expect(intl.count()).toBe(0);
    write();
    // --as is not among the fast path's flags: commander runs, and core reads the clock through Intl.
    const full = runBin(["focus", "--json", "--as", "demo@microteam.local"], env);
    expect(full.code).toBe(0);
    const briefing = JSON.parse(fast.stdout);
    expect(briefing.greeting).toMatch(/^Good (morning|afternoon|evening), Olive$/);
    expect(briefing.unpaidTotal).toBeGreaterThan(0);
    expect(fast.stdout).toBe(full.stdout);

    write();
    const text = runBin(["--no-color", "focus"], env);
    write();
    expect(text.stdout).toBe(runBin(["focus", "--no-color", "--as", "demo@microteam.local"], env).stdout);
    expect(text.stdout).toContain("Here's what needs your attention today.");
    sqlite.close();
  });

  it("leaves a run it cannot answer to the full program: no database yet, or a server chosen by login", () => {
    const { dir, env } = seededFolder();
    const missing = runBin(["focus", "--json"], { ...env, DATABASE_PATH: path.join(dir, "none", "microteam.db") });
    // The program's own answer for an empty file: an account to create, as JSON on stderr.
    expect(missing.code).not.toBe(0);
    expect(JSON.parse(missing.stderr).error.message).toBeTruthy();

    fs.writeFileSync(env.MICROTEAM_CONFIG!, JSON.stringify({ server: "http://127.0.0.1:9", token: "t" }));
    const remote = runBin(["focus", "--json"], env);
    expect(remote.code).not.toBe(0);
    expect(remote.stderr).toMatch(/127\.0\.0\.1:9/);
    // --local reads the file after all, through the fast path again.
    const local = runBin(["focus", "--json", "--local"], env);
    expect(local.code).toBe(0);
    expect(JSON.parse(local.stdout).unpaidTotal).toBeGreaterThan(0);
  });

  it("reads a zone name Date would misread (another case) through Intl, as the full program does", () => {
    const { db, env } = seededFolder("Asia/Kathmandu");
    const sqlite = new Database(db);
    // Stored as an owner typed it: Intl takes it, Date's TZ would not.
    sqlite.prepare("update users set time_zone = 'asia/kathmandu'").run();
    let n = 0;
    const write = () => void sqlite.prepare("update clients set phone = ? where rowid = 1").run(String(n++));
    write();
    const fast = runBin(["focus", "--json"], env);
    write();
    const full = runBin(["focus", "--json", "--as", "demo@microteam.local"], env);
    expect(fast.code).toBe(0);
    expect(fast.stdout).toBe(full.stdout);
    sqlite.close();
  });

  it("stops quietly when the reader of its output has gone", () => {
    const { env } = seededFolder();
    const out = execFileSync(
      "bash",
      ["-c", `node ${JSON.stringify(BIN)} focus --json | true; echo "exit $\{PIPESTATUS[0]}"`],
      {
        env,
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    expect(out.toString().trim()).toBe("exit 0");
  });
});
