import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { emailOutbox } from "./schema";

/** Runs test/fixtures/write-storm.ts in a process of its own and returns what it saw. */
function storm(args: string[]): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("test/fixtures/write-storm.ts"), ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`))));
  });
}

describe("two processes writing one database", () => {
  it("wait for each other instead of failing, and a reminder's quiet period holds across them", async () => {
    const t = makeTestApp({ now: new Date().toISOString() });
    const owner = factories.user(t.db);
    const client = factories.client(t.db, owner.id);
    const shared = factories.invoice(t.db, owner.id, client.id, { dueDate: "2026-11-01", sentAt: new Date() });
    const args = [t.db.$client.name, owner.id, client.id, shared.id, "60"];
    const [a, b] = await Promise.all([storm(args), storm(args)]);
    const crashes = [...Object.keys(a), ...Object.keys(b)].filter((k) => k.startsWith("crash"));
    expect(crashes).toEqual([]);
    // 2 × 60 rounds of 3 steps: every step either succeeded or was refused for a business reason.
    expect(Object.values(a).reduce((x, y) => x + y) + Object.values(b).reduce((x, y) => x + y)).toBe(360);
    // One nudge got through; every other one, in either process, was asked to confirm.
    const nudges = t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, shared.id))
      .all()
      .filter((m) => m.kind === "reminder");
    expect(nudges).toHaveLength(1);
    expect((a.CONFIRMATION_REQUIRED ?? 0) + (b.CONFIRMATION_REQUIRED ?? 0)).toBe(119);
  }, 60_000);
});
