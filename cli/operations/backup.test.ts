// `microteam backup -` and `restore -`: the backup through a pipe, for `| gpg` or `| ssh`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase, users } from "@core/db";
import type { CliContext } from "../context";
import { backup, restore } from "./backup";

function context(err: string[], yes = true): CliContext {
  return {
    api: async () => {
      throw new Error("not used");
    },
    output: { json: false, color: false, stdout: () => {}, stderr: (s) => err.push(s) },
    yes,
    interactive: false,
    confirm: async () => yes,
    now: () => new Date(),
    close: async () => {},
  };
}

function folder(email?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-pipe-"));
  const file = path.join(dir, "microteam.db");
  if (email) {
    const db = openDatabase(file);
    db.insert(users).values({ email, passwordHash: "x" }).run();
    db.$client.close();
  }
  return { DATABASE_PATH: file, APP_SECRET: "pipe-test" };
}

describe("backup - and restore -", () => {
  it("writes the backup to standard output and reads it back from standard input", async () => {
    const from = folder("olive@example.com");
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const said: string[] = [];
    await backup(context(said), "-", from, { stdout: out });
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 15).toString()).toBe("SQLite format 3");
    expect(said[0]).toMatch(/^Backed up .+ to standard output \(.+ MB, 1 account\)\./);

    const to = folder("someone-else@example.com");
    await restore(context([]), "-", to, { stdin: Object.assign(Readable.from([bytes]), { isTTY: false }) });
    const db = new Database(to.DATABASE_PATH, { readonly: true });
    expect(db.prepare("select email from users").all()).toEqual([{ email: "olive@example.com" }]);
    db.close();
  });

  it("never writes a binary to a terminal, nor waits on one for a backup", async () => {
    const env = folder("olive@example.com");
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    await expect(backup(context([]), "-", env, { stdout: terminal })).rejects.toThrow(
      "`backup -` writes a binary file to standard output, which is this terminal.",
    );
    await expect(restore(context([]), "-", env, { stdin: terminal })).rejects.toThrow(
      "`restore -` reads the backup from standard input, which is this terminal.",
    );
  });
});
