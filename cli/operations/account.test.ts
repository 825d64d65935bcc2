import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CliContext } from "../context";
import { Readable } from "node:stream";
import Database from "better-sqlite3";
import { login } from "./account";
import { init } from "./init";

function context(out: string[]): CliContext {
  return {
    api: async () => {
      throw new Error("not used");
    },
    output: { json: false, color: false, stdout: (s) => out.push(s), stderr: (s) => out.push(s) },
    yes: true,
    interactive: false,
    confirm: async () => true,
    now: () => new Date(),
    close: async () => {},
  };
}

const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-init-"));
  return { DATABASE_PATH: path.join(dir, "microteam.db"), APP_SECRET: "t" };
};
const options = { email: "olive@example.com", business: "Olive Studio", timeZone: "Europe/Paris" };

describe("microteam init", () => {
  it("refuses a weak password with the reason, before creating the account", async () => {
    const env = { ...folder(), MICROTEAM_PASSWORD: "12345678" };
    await expect(init(context([]), options, env)).rejects.toThrow(
      "MICROTEAM_PASSWORD: This password is too easy to guess. This is a heavily used password. Add more words that are less common.",
    );
    const short = { ...folder(), MICROTEAM_PASSWORD: "olive" };
    await expect(init(context([]), options, short)).rejects.toThrow(
      "MICROTEAM_PASSWORD: Password must be at least 8 characters",
    );
  });

  it("creates the account with a strong one", async () => {
    const out: string[] = [];
    const env = { ...folder(), MICROTEAM_PASSWORD: "plum tartan kettle" };
    await init(context(out), options, env);
    expect(out.join("\n")).toContain("Created olive@example.com for Olive Studio");
  });
});

const piped = (text: string) => Object.assign(Readable.from([text]), { isTTY: false });

describe("microteam init, answers checked as given", () => {
  it("refuses a bad flag by name before the database is created", async () => {
    const env = { ...folder(), MICROTEAM_PASSWORD: "plum tartan kettle" };
    await expect(init(context([]), { ...options, timeZone: "Mars/Base" }, env)).rejects.toThrow(
      "--time-zone: Unknown time zone",
    );
    // qa13: a city typed as words names its zone
    await expect(init(context([]), { ...options, timeZone: "los angeles" }, env)).rejects.toThrow(
      "--time-zone: Unknown time zone; did you mean America/Los_Angeles?",
    );
    await expect(init(context([]), { ...options, email: "olive" }, env)).rejects.toThrow(
      "--email: Invalid email address",
    );
    expect(fs.existsSync(env.DATABASE_PATH)).toBe(false);
  });

  it("reads the password from standard input and keeps the owner's name for the greeting", async () => {
    const out: string[] = [];
    const env = folder();
    await init(
      context(out),
      { ...options, name: "Olive Martin", passwordStdin: true },
      env,
      piped("plum tartan kettle\n"),
    );
    expect(out.join("\n")).toContain("Welcome, Olive!");
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    expect(db.prepare("select first_name as f, last_name as l from users").get()).toEqual({ f: "Olive", l: "Martin" });
    db.close();
  });

  it("refuses --password-stdin when standard input is a terminal, instead of waiting", async () => {
    const terminal = Object.assign(Readable.from([]), { isTTY: true });
    await expect(init(context([]), { ...options, passwordStdin: true }, folder(), terminal)).rejects.toThrow(
      "--password-stdin reads your password from standard input, but that is this terminal.",
    );
  });
});

describe("microteam login, secrets", () => {
  it("takes a secret from standard input once, and --password-stdin only with --email", async () => {
    const server = "http://127.0.0.1:9";
    await expect(
      login(context([]), { server, tokenStdin: true, passwordStdin: true, email: "a@b.c" }, {}, piped("x")),
    ).rejects.toThrow("--token-stdin and --password-stdin both read standard input; choose one.");
    await expect(login(context([]), { server, passwordStdin: true }, {}, piped("x"))).rejects.toThrow(
      "--password-stdin needs --email.",
    );
    await expect(login(context([]), { server, tokenStdin: true }, {}, piped("\n"))).rejects.toThrow(
      "--token-stdin: nothing came in on standard input.",
    );
    // A piped token is used as given (here the server is not there, so the answer is that it cannot be reached).
    await expect(login(context([]), { server, tokenStdin: true }, {}, piped("mt_abc\n"))).rejects.toThrow(
      `Cannot reach the server at ${server}`,
    );
  });
});
