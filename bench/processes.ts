// Benchmarks run the real server, the baseline and the load generator as separate processes, as a
// deployment would: these helpers start and stop them and seed a database at the scale.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const DEMO = { email: "demo@microteam.local", password: "demo-ledger-harbor" };

/** A fresh database with the demo owner and 1,000 clients, 10,000 invoices, 5,000 tasks, 2,000 posts. */
export function seededDatabase(): { dir: string; databasePath: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-bench-"));
  const databasePath = path.join(dir, "microteam.db");
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/seed-demo.ts"), "--scale"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: databasePath, DEMO_TIME_ZONE: "UTC", APP_SECRET: "bench" },
    stdio: "ignore",
  });
  return { dir, databasePath, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Starts a TypeScript entry point with tsx as its own process and waits until `readyUrl` answers. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; 10 ms ticks). */
export function cpuMillis(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Signs the demo owner in and returns the session cookie (`mt_session=…`). */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = /mt_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}
