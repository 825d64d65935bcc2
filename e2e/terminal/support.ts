import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BIN = path.join(ROOT, "bin/microteam.mjs");

/** A fresh folder with a seeded demo database (the same script as `npm run seed:demo`). */
export function seededFolder(timeZone = "UTC") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-term-"));
  const db = path.join(dir, "microteam.db");
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/seed-demo.ts")], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: db, DEMO_TIME_ZONE: timeZone, APP_SECRET: "terminal-tests" },
    stdio: "pipe",
  });
  return {
    dir,
    db,
    env: {
      ...process.env,
      DATABASE_PATH: db,
      APP_SECRET: "terminal-tests",
      MICROTEAM_CONFIG: path.join(dir, "config.json"),
      NO_COLOR: "1",
      // As on a CI machine, where a library that reads CI (Ink did) can change what the owner sees.
      CI: "true",
    },
  };
}

/** Runs the binary to completion (no terminal): stdout, stderr and the exit code. */
export function runBin(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  try {
    const stdout = execFileSync(process.execPath, [BIN, ...args], { env, cwd: ROOT, input, stdio: "pipe" }).toString();
    return { stdout, stderr: "", code: 0 };
  } catch (error) {
    const e = error as { stdout: Buffer; stderr: Buffer; status: number };
    return { stdout: e.stdout.toString(), stderr: e.stderr.toString(), code: e.status };
  }
}

/** The binary in a real pseudo-terminal (tmux), read and typed into like a person would. */
export class Tmux {
  readonly name = `mt${process.pid}${Math.random().toString(36).slice(2, 7)}`;

  constructor(command: string, env: NodeJS.ProcessEnv) {
    const exports = Object.entries(env)
      .filter(([k]) => ["DATABASE_PATH", "APP_SECRET", "MICROTEAM_CONFIG", "PATH", "HOME"].includes(k))
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join(" ");
    execFileSync("tmux", [
      "new-session",
      "-d",
      "-s",
      this.name,
      "-x",
      "140",
      "-y",
      "50",
      // Exported, so every command of a pipeline sees them.
      `cd ${ROOT} && export ${exports}; ${command}; sleep 30`,
    ]);
  }

  /** What is on screen; with `escapes`, the colour codes too. */
  screen(escapes = false): string {
    return execFileSync("tmux", [
      "capture-pane",
      "-p",
      ...(escapes ? ["-e"] : []),
      "-t",
      this.name,
      "-S",
      "-200",
    ]).toString();
  }

  /** A key by tmux's name for it, e.g. "C-c". */
  key(name: string) {
    execFileSync("tmux", ["send-keys", "-t", this.name, name]);
  }

  async waitFor(text: string | RegExp, timeoutMs = 20_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const screen = this.screen();
      if (typeof text === "string" ? screen.includes(text) : text.test(screen)) return screen;
      if (Date.now() > until) throw new Error(`Timed out waiting for ${text}. Screen:\n${screen}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  type(keys: string, enter = true) {
    execFileSync("tmux", ["send-keys", "-t", this.name, "-l", keys]);
    if (enter) execFileSync("tmux", ["send-keys", "-t", this.name, "Enter"]);
  }

  /**
   * Types a line into the chat as a person does: the keys, then Enter once they show in the prompt,
   * so a test reads the chat's answer to a line, never to a line still arriving on a loaded machine.
   */
  async typeLine(keys: string) {
    execFileSync("tmux", ["send-keys", "-t", this.name, "-l", keys]);
    const until = Date.now() + 20_000;
    while (!(this.screen().trimEnd().split("\n").pop() ?? "").trimEnd().endsWith(keys)) {
      if (Date.now() > until) throw new Error(`The prompt never showed ${keys}. Screen:\n${this.screen()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    execFileSync("tmux", ["send-keys", "-t", this.name, "Enter"]);
  }

  close() {
    try {
      execFileSync("tmux", ["kill-session", "-t", this.name], { stdio: "ignore" });
    } catch {
      /* already gone */
    }
  }
}

/** The ports the servers of these tests listen on: TERMINAL_PORTS, "5600-5899" unless set (README "Two commands"). */
function portRange(): [number, number] {
  const value = process.env.TERMINAL_PORTS ?? "5600-5899";
  const [low, high] = value.split("-").map(Number);
  if (!(Number.isInteger(low) && Number.isInteger(high) && low > 0 && low <= high && high < 65536)) {
    throw new Error(`TERMINAL_PORTS must be a range like 5600-5899, not "${value}"`);
  }
  return [low, high];
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(true));
    probe.listen(port, () => probe.close(() => resolve(false)));
  });

/** A port of TERMINAL_PORTS that nobody listens on right now, tried from a random one so parallel runs rarely meet. */
export async function freePort(): Promise<number> {
  const [low, high] = portRange();
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size);
    if (!(await listening(port))) return port;
  }
  throw new Error(`Every port of TERMINAL_PORTS (${low}-${high}) is taken.`);
}

/** `microteam serve` on a free port over the given database. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, "serve", "--port", String(port)], { env, cwd: ROOT, stdio: "pipe" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/config`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}
