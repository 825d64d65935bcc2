// Decision 321: a server that fails to start (its port in use) leaves the saved public address as it was;
// PUBLIC_URL is applied only once the server listens.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@core/db";

const ROOT = path.resolve(import.meta.dirname, "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-busy-port-"));
const databasePath = path.join(dir, "microteam.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a server whose port is in use", () => {
  it("exits without touching the saved public address", async () => {
    const db = openDatabase(databasePath);
    db.$client
      .prepare(
        "insert into instance_settings (id, public_url, public_url_source, applied_env_url, run_locally, updated_at) values (1, 'https://books.example.com', 'env', 'https://books.example.com', 0, 0)",
      )
      .run();
    db.$client.close();

    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { PUBLIC_URL: _ignored, ...parent } = process.env;
      const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
        cwd: ROOT,
        env: {
          ...parent,
          HOST: "127.0.0.1",
          PORT: String(port),
          LOG_LEVEL: "silent",
          DATABASE_PATH: databasePath,
          APP_SECRET: "t",
          PUBLIC_URL: "https://ledger.example.com",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout.on("data", (b: Buffer) => (out += b.toString()));
      child.stderr.on("data", (b: Buffer) => (out += b.toString()));
      const code = await new Promise((resolve) => child.on("exit", resolve));
      expect(code, out).toBe(1);
      expect(out).toContain("is already in use");
    } finally {
      blocker.close();
    }

    const after = openDatabase(databasePath);
    const row = after.$client.prepare("select public_url as url, updated_at as at from instance_settings").get();
    after.$client.close();
    expect(row).toEqual({ url: "https://books.example.com", at: 0 });
  }, 120_000);
});
