// Issue 23 §3: one public address for every process. A server started with PUBLIC_URL saves it; the
// terminal, run afterwards with no PUBLIC_URL in its environment (as cron runs it), sends an invoice and
// runs the reminders with links to that address, not to http://localhost:5000.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@core/db";
import { localClient } from "./api/local";
import { cliRunner } from "../test/cli";
import { factories } from "../test/factories";

const ROOT = path.resolve(import.meta.dirname, "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-public-address-"));
const databasePath = path.join(dir, "microteam.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm start`'s server on this file, until it has said where it runs; then stopped as Ctrl+C would. */
async function startAndStopServer(env: Record<string, string>) {
  const { PUBLIC_URL: _ignored, ...parent } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...parent, PORT: "0", LOG_LEVEL: "silent", DATABASE_PATH: databasePath, APP_SECRET: "t", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (b: Buffer) => {
      out += b.toString();
      if (out.includes("public:")) resolve();
    });
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    child.on("exit", (code) => reject(new Error(`the server stopped (${code}):\n${out}`)));
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return out;
}

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("one public address for every process", () => {
  it("a terminal without PUBLIC_URL sends an invoice and runs the reminders with the address the server was started with", async () => {
    const started = await startAndStopServer({ PUBLIC_URL: "https://books.example.com" });
    expect(started).toContain("public:   https://books.example.com");

    const db = openDatabase(databasePath);
    const owner = factories.user(db, { businessName: "Olive & Co" });
    const client = factories.client(db, owner.id, { name: "Acme Ltd", email: "billing@acme.test" });
    const now = Date.now();
    const draft = factories.invoice(db, owner.id, client.id, { status: "draft", dueDate: isoDay(now + 30 * day) });
    const overdue = factories.invoice(db, owner.id, client.id, {
      status: "pending",
      dueDate: isoDay(now - 5 * day),
      sentAt: new Date(now - 10 * day),
    });
    db.$client.close();

    // As cron runs it: the terminal's environment names the database and nothing about addresses.
    const api = await localClient({ databasePath, env: { APP_SECRET: "t" } });
    try {
      const run = cliRunner(api, new Date(now).toISOString());
      const sent = await run(["invoice", "send", draft.invoiceNumber, "--yes"]);
      expect(sent.exitCode, sent.stderr).toBe(0);
      const reminded = await run(["remind", "--yes"]);
      expect(reminded.exitCode, reminded.stderr).toBe(0);
      expect(reminded.stdout).toContain(overdue.invoiceNumber);
      // A reachable address: no notice about links to this computer.
      expect(sent.stderr + reminded.stderr).not.toContain("on this computer");
    } finally {
      api.close();
    }

    const files = fs.readdirSync(path.join(dir, "outbox")).filter((f) => f.endsWith(".eml"));
    const emails = files.map((f) => fs.readFileSync(path.join(dir, "outbox", f), "utf8"));
    expect(emails).toHaveLength(2);
    for (const [invoice, subject] of [
      [draft, `Invoice ${draft.invoiceNumber}`],
      [overdue, `Reminder`],
    ] as const) {
      const email = emails.find((e) => e.includes(invoice.invoiceNumber) && e.includes(subject));
      expect(email, subject).toBeDefined();
      const unfolded = email!.replace(/=\r?\n/g, "");
      expect(unfolded).toContain(`https://books.example.com/pay/${invoice.publicToken}`);
      expect(unfolded).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  }, 120_000);
});
