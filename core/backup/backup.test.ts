import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";
import { createSecretBox, loadOrCreateAppSecret } from "../secrets/secret-box";
import { backupDatabase } from "./backup";
import { restoreDatabase } from "./restore";
import { pidFile } from "./server-pid";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "microteam-backup-"));

function liveDatabase() {
  const dir = tempDir();
  const file = path.join(dir, "microteam.db");
  const db = openDatabase(file);
  const user = db.insert(users).values({ email: "olive@example.com", passwordHash: "x" }).returning().get();
  return { dir, file, db, user };
}

/** Some megabytes of rows, so the copy takes long enough for the writer to commit during it. */
function fill(file: string, userId: string, rows: number) {
  const db = new Database(file);
  const insert = db.prepare(
    "INSERT INTO clients (id, user_id, name, company, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'active', 0, 0)",
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(crypto.randomUUID(), userId, `Filler ${i}`, "x".repeat(400));
  })();
  db.close();
}

const count = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

/** Another process that commits one client row after another until killed, reporting its count. */
function startWriter(file: string, userId: string) {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(${JSON.stringify(file)});
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO clients (id, user_id, name, status, created_at, updated_at) VALUES (?, ?, ?, 'active', ?, ?)");
    let n = 0;
    for (;;) {
      insert.run(require("crypto").randomUUID(), ${JSON.stringify(userId)}, "Client " + n, Date.now(), Date.now());
      n++;
      if (n % 50 === 0) process.stdout.write(n + "\\n");
    }`;
  const child = spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  let committed = 0;
  child.stdout.on("data", (d: Buffer) => {
    committed = Number(d.toString().trim().split("\n").pop());
  });
  return { child, committed: () => committed };
}

describe("backup and restore", () => {
  it("copies a consistent database while another process keeps writing, and restores it", async () => {
    const live = liveDatabase();
    fill(live.file, live.user.id, 40_000);
    const writer = startWriter(live.file, live.user.id);
    while (writer.committed() < 500) await new Promise((r) => setTimeout(r, 20));
    const before = count(live.file, "clients");
    const file = path.join(tempDir(), "backup.db");
    const summary = await backupDatabase({ databasePath: live.file, file, appSecret: "s3cret" });
    const after = count(live.file, "clients");
    writer.child.kill();
    await new Promise((r) => writer.child.once("exit", r));

    expect(summary.owners).toBe(1);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();
    const inBackup = count(file, "clients");
    // The writer kept committing during the copy; the copy holds every row committed before it
    // started and is one consistent snapshot.
    expect(after).toBeGreaterThan(before);
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(inBackup).toBeLessThanOrEqual(after);

    const target = path.join(tempDir(), "data", "microteam.db");
    const restored = restoreDatabase({ file, databasePath: target });
    expect(restored).toMatchObject({ owners: 1, previousKeptAt: null, secretInstalled: true });
    expect(count(target, "clients")).toBe(inBackup);
    expect(count(target, "users")).toBe(1);
    const db = new Database(target, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'microteam_backup'").all();
    db.close();
    expect(tables).toHaveLength(0);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(target)).mode & 0o777).toBe(0o700);
    live.db.$client.close();
  }, 90_000); // 40,000 rows and a second process writing: minutes on a loaded 2-core machine

  it("carries the app secret, so encrypted tokens open after a restore into a fresh data folder", async () => {
    const live = liveDatabase();
    const secret = loadOrCreateAppSecret(live.dir);
    const sealed = createSecretBox(secret).seal("tw-token", { userId: live.user.id, field: "twitterAccessToken" });
    live.db.$client.prepare("UPDATE users SET twitter_access_token = ?").run(sealed);
    const file = path.join(tempDir(), "backup.db");
    await backupDatabase({ databasePath: live.file, file, appSecret: secret });
    live.db.$client.close();

    const freshDir = tempDir();
    const target = path.join(freshDir, "microteam.db");
    restoreDatabase({ file, databasePath: target });
    const installed = loadOrCreateAppSecret(freshDir);
    expect(installed).toBe(secret);
    expect(fs.statSync(path.join(freshDir, "app-secret")).mode & 0o777).toBe(0o600);
    const db = openDatabase(target);
    const stored = db.select().from(users).get()!;
    expect(
      createSecretBox(installed).open(stored.twitterAccessToken!, { userId: stored.id, field: "twitterAccessToken" }),
    ).toBe("tw-token");
    db.$client.close();
  });

  it("keeps the database it replaces, and refuses a running server, a different APP_SECRET and other files", async () => {
    const live = liveDatabase();
    const file = path.join(tempDir(), "backup.db");
    await backupDatabase({ databasePath: live.file, file, appSecret: "s3cret" });
    await expect(backupDatabase({ databasePath: live.file, file, appSecret: "s3cret" })).rejects.toThrow(
      /already exists/,
    );
    live.db.insert(users).values({ email: "later@example.com", passwordHash: "x" }).run();
    live.db.$client.close();

    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    fs.writeFileSync(pidFile(live.dir, server.pid), String(server.pid));
    // A second server that stopped cleanly took only its own record away.
    fs.writeFileSync(pidFile(live.dir, 999_999), "999999");
    expect(() => restoreDatabase({ file, databasePath: live.file })).toThrow(/server \(pid \d+\) is using/);
    server.kill();
    await new Promise((r) => server.once("exit", r));

    expect(() => restoreDatabase({ file, databasePath: live.file, envAppSecret: "other" })).toThrow(
      /APP_SECRET is set and differs/,
    );
    const plain = path.join(tempDir(), "plain.db");
    openDatabase(plain).$client.close();
    expect(() => restoreDatabase({ file: plain, databasePath: live.file })).toThrow(/not a Microteam backup/);
    const junk = path.join(tempDir(), "junk.db");
    fs.writeFileSync(junk, "not a database at all, just text ".repeat(200));
    expect(() => restoreDatabase({ file: junk, databasePath: live.file })).toThrow(/not a SQLite database|damaged/);
    expect(count(live.file, "users")).toBe(2);

    // The stale pid file (server gone) no longer blocks; the replaced database is kept.
    const summary = restoreDatabase({ file, databasePath: live.file, envAppSecret: "s3cret" });
    expect(summary.secretInstalled).toBe(false);
    expect(count(live.file, "users")).toBe(1);
    expect(count(summary.previousKeptAt!, "users")).toBe(2);
  });
});
