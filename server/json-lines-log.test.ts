// The server's JSON-lines log (server/json-lines-log.ts): pino's line shape, levels, errors with their
// stack, and a LOG_LEVEL that is not a level refused at start-up.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { jsonLinesLogger } from "./json-lines-log";

const at = () => new Date("2026-11-23T09:00:00.000Z");

describe("jsonLinesLogger", () => {
  it("writes one parseable line per event: level, time, app, the fields, then the message", () => {
    const lines: string[] = [];
    const log = jsonLinesLogger("info", (line) => lines.push(line), at);
    log.info({ method: "GET", path: '/api/clients/"quoted"\n', status: 200, ms: 0.4, userId: null }, "request");
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith("}\n")).toBe(true);
    expect(lines[0].slice(0, -1)).not.toContain("\n");
    expect(JSON.parse(lines[0])).toEqual({
      level: 30,
      time: "2026-11-23T09:00:00.000Z",
      app: "microteam",
      method: "GET",
      path: '/api/clients/"quoted"\n',
      status: 200,
      ms: 0.4,
      userId: null,
      msg: "request",
    });
    expect(Object.keys(JSON.parse(lines[0]))).toEqual([
      "level",
      "time",
      "app",
      "method",
      "path",
      "status",
      "ms",
      "userId",
      "msg",
    ]);
  });

  it("writes an error's type, message and stack, which JSON alone would drop", () => {
    const lines: string[] = [];
    const error = Object.assign(new TypeError("no such series"), { code: "E_SERIES" });
    jsonLinesLogger("info", (line) => lines.push(line), at).error(
      { err: error, seriesId: "s1" },
      "recurring series failed",
    );
    const line = JSON.parse(lines[0]);
    expect(line.level).toBe(50);
    expect(line.err).toMatchObject({ type: "TypeError", message: "no such series", code: "E_SERIES" });
    expect(line.err.stack).toContain("no such series");
    expect(line.seriesId).toBe("s1");
  });

  it("keeps only the lines at or above its level; silent keeps none", () => {
    const lines: string[] = [];
    const warn = jsonLinesLogger("warn", (line) => lines.push(line), at);
    warn.info({}, "dropped");
    warn.warn({}, "kept");
    warn.error({}, "kept too");
    jsonLinesLogger("silent", (line) => lines.push(line), at).error({}, "dropped");
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["kept", "kept too"]);
    const plain: string[] = [];
    jsonLinesLogger("info", (line) => plain.push(line), at).info({});
    expect(JSON.parse(plain[0])).toEqual({ level: 30, time: "2026-11-23T09:00:00.000Z", app: "microteam" });
  });
});

describe("LOG_LEVEL", () => {
  it("takes a level in any case, and refuses anything else by name", () => {
    expect(loadConfig({ LOG_LEVEL: "WARN" }).logLevel).toBe("warn");
    expect(loadConfig({}).logLevel).toBe("info");
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL must be one of .* \(got "verbose"\)/);
  });
});

describe("the server's log on stdout", () => {
  it("is written in order, whole, also what is still waiting when the process exits", () => {
    const script = `
      import { stdoutLogger } from ${JSON.stringify(path.resolve(import.meta.dirname, "json-lines-log.ts"))};
      const log = await stdoutLogger("info");
      for (let i = 0; i < 3000; i++) log.info({ i, pad: "x".repeat(i % 300) }, "request");
      process.exit(0);
    `;
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, ".."),
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
    const numbers = out
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line).i);
    expect(numbers).toEqual(Array.from({ length: 3000 }, (_, i) => i));
  });
});
