// The clig.dev checklist in a real terminal (issue 13 §3): where `serve` listens, secrets piped in on
// standard input, errors as JSON for scripts, colours that can be turned off.
import { afterEach, describe, expect, it } from "vitest";
import os from "node:os";
import { freePort, runBin, seededFolder, startServer, Tmux } from "./support";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** This machine's first IPv4 address that is not loopback, if it has one. */
const outsideAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

const answers = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
};

function term(command: string, env: NodeJS.ProcessEnv) {
  const t = new Tmux(`${command}; echo "exit=$?"`, env);
  cleanups.push(() => t.close());
  return t;
}

describe("microteam serve", () => {
  it("listens on 127.0.0.1 unless --host says otherwise, and stops on Ctrl+C", async () => {
    const { env } = seededFolder();
    const port = await freePort();
    const local = term(`node bin/microteam.mjs serve --port ${port}`, env);
    await local.waitFor(`Microteam is running at http://localhost:${port}`);
    expect(await answers(`http://127.0.0.1:${port}/api/config`)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await answers(`http://${outside}:${port}/api/config`)).toBe(false);
    local.key("C-c");
    await local.waitFor("exit=0");

    const everywhere = await freePort();
    const open = term(`node bin/microteam.mjs serve --port ${everywhere} --host 0.0.0.0`, env);
    await open.waitFor("listening on every network interface (HOST)");
    expect(await answers(`http://${outside ?? "127.0.0.1"}:${everywhere}/api/config`)).toBe(true);
    open.key("C-c");
    await open.waitFor("exit=0");
  });

  it("answers a bad port or a port in use with one line, not a stack trace", async () => {
    const { env } = seededFolder();
    const bad = term("node bin/microteam.mjs serve --port abc", env);
    const screen = await bad.waitFor("exit=2");
    expect(screen).toContain("Error: option '--port <port>' argument 'abc' is invalid.");
    expect(screen).toContain("(run `microteam serve --help` for its options and examples)");
    expect(screen).not.toMatch(/^\s+at /m);

    const { url, child } = await startServer(env);
    cleanups.push(() => child.kill());
    const taken = term(`node bin/microteam.mjs serve --port ${new URL(url).port}`, env);
    const busy = await taken.waitFor("exit=1");
    expect(busy).toContain(`Error: 127.0.0.1:${new URL(url).port} is already in use (another server?).`);
    expect(busy).not.toMatch(/^\s+at /m);
  });
});

describe("secrets on standard input", () => {
  it("logs in with --password-stdin from a pipe, and refuses it at once on a terminal", async () => {
    const { env } = seededFolder();
    const { url, child } = await startServer(env);
    cleanups.push(() => child.kill());
    const remote = { ...env, DATABASE_PATH: "/nonexistent/remote-only.db" };

    const typed = term(
      `node bin/microteam.mjs login --server ${url} --email demo@microteam.local --password-stdin`,
      remote,
    );
    const refused = await typed.waitFor("exit=2");
    expect(refused).toContain(
      "Error: --password-stdin reads your password from standard input, but that is this terminal.",
    );

    const piped = term(
      `printf %s demo-ledger-harbor | node bin/microteam.mjs login --server ${url} --email demo@microteam.local --password-stdin`,
      remote,
    );
    const screen = await piped.waitFor("exit=0");
    expect(screen).toContain(`Logged in to ${url} as demo@microteam.local.`);
    expect(JSON.parse(runBin(["whoami", "--json"], remote).stdout).email).toBe("demo@microteam.local");
  });
});

describe("--json for scripts", () => {
  it("prints failures as one JSON object on stderr with the exit code, in a pipe and on a terminal", async () => {
    const { env } = seededFolder();
    const missing = runBin(["invoice", "paid", "INV-404", "--json"], env);
    expect(missing).toMatchObject({ code: 1, stdout: "" });
    expect(JSON.parse(missing.stderr)).toEqual({
      error: {
        code: "FAILED",
        message: 'No invoice matches "INV-404".',
        hint: "See `microteam invoices`.",
        exitCode: 1,
      },
    });
    const usage = runBin(["tasks", "--limit", "abc", "--json"], env);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stderr).error).toMatchObject({ code: "USAGE", exitCode: 2 });
    const unchanged = runBin(["invoice", "paid", "INV-1001", "--json"], env);
    expect(unchanged.code).toBe(2);
    expect(JSON.parse(unchanged.stderr).error.message).toContain("This would change your data");

    const shown = term(
      "node bin/microteam.mjs invoice paid INV-404 --json 2>&1 >/dev/null | node -e \"let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log('code='+JSON.parse(s).error.code))\"",
      env,
    );
    await shown.waitFor("code=FAILED");
  });
});

describe("colours", () => {
  it("are on in a terminal and off with --no-color or FORCE_COLOR=0", async () => {
    const { env } = seededFolder();
    const coloured = term("node bin/microteam.mjs focus", env);
    await coloured.waitFor("exit=0");
    expect(coloured.screen(true)).toContain("\u001b[");
    const plain = term("node bin/microteam.mjs focus --no-color", env);
    await plain.waitFor("exit=0");
    expect(plain.screen(true)).not.toContain("\u001b[");
    const forced = term("FORCE_COLOR=0 node bin/microteam.mjs focus", env);
    await forced.waitFor("exit=0");
    expect(forced.screen(true)).not.toContain("\u001b[");
  });
});

describe("Ctrl+C", () => {
  it("at a [y/N] question cancels with nothing changed, exit 130", async () => {
    const { env } = seededFolder();
    const asking = term("node bin/microteam.mjs invoice paid INV-1001", env);
    await asking.waitFor("[y/N]");
    asking.key("C-c");
    const screen = await asking.waitFor("exit=130");
    expect(screen).toContain("Cancelled. Nothing was changed.");
    expect(screen).not.toContain("MICROTEAM_DEBUG");
    const paid = JSON.parse(runBin(["invoices", "--status", "paid", "--json"], env).stdout);
    expect(paid.map((i: { invoiceNumber: string }) => i.invoiceNumber)).not.toContain("INV-1001");
  });

  it("at the chat's [y/N] leaves with exit 130 too, nothing changed (qa13)", async () => {
    const { env } = seededFolder();
    const chat = term("node bin/microteam.mjs chat", env);
    await chat.waitFor("Microteam chat");
    // Enter on its own, as a person types it (text and Enter in one burst read as a paste).
    chat.type("1001 pd", false);
    await chat.waitFor("› 1001 pd");
    chat.key("Enter");
    await chat.waitFor("[y/N]", 40_000);
    chat.key("C-c");
    await chat.waitFor("exit=130");
    const paid = JSON.parse(runBin(["invoices", "--status", "paid", "--json"], env).stdout);
    expect(paid.map((i: { invoiceNumber: string }) => i.invoiceNumber)).not.toContain("INV-1001");
  });
});
