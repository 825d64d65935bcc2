import { afterEach, describe, expect, it } from "vitest";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, runBin, seededFolder, startServer, Tmux } from "./support";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe("the microteam binary in a terminal", () => {
  it("shows the morning briefing", async () => {
    const { env } = seededFolder();
    const term = new Tmux("node bin/microteam.mjs focus", env);
    cleanups.push(() => term.close());
    const screen = await term.waitFor("Unpaid:");
    expect(screen).toContain("Here's what needs your attention today.");
    expect(screen).toContain("1. Chase $2,400 from Acme Ltd");
    expect(screen).toContain("Why: $2,400 from Acme Ltd, 9 days late");
    expect(screen).toContain("→ microteam nudge INV-1001");
    expect(screen).toContain("Unpaid: $8,400.00 (2 invoices overdue)");
  });

  it("creates the owner with `microteam init`, answering its questions", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-init-"));
    const env = {
      ...process.env,
      DATABASE_PATH: path.join(dir, "microteam.db"),
      APP_SECRET: "t",
      MICROTEAM_CONFIG: path.join(dir, "c.json"),
    };
    const term = new Tmux("node bin/microteam.mjs init", env);
    cleanups.push(() => term.close());
    await term.waitFor("Your name:");
    term.type("Olive Martin");
    await term.waitFor("Email:");
    // Each answer is checked as it is typed, not after the last question.
    term.type("olive@");
    await term.waitFor("Invalid email address. Try again.");
    term.type("olive@example.com");
    await term.waitFor("Password");
    term.type("password123");
    await term.waitFor("This password is too easy to guess. This is a commonly used password.");
    term.type("correct horse battery");
    await term.waitFor("Business name:");
    term.type("Olive Studio");
    await term.waitFor("Time zone");
    term.type("Europe/Pari");
    await term.waitFor("Unknown time zone. Try again.");
    term.type("Europe/Paris");
    const screen = await term.waitFor("Created olive@example.com for Olive Studio");
    expect(screen).toContain("Welcome, Olive!");
    expect(screen).not.toContain("correct horse battery");
    const status = JSON.parse(runBin(["status", "--json"], env).stdout);
    expect(status).toMatchObject({ mode: "local", owner: "olive@example.com" });
    expect(JSON.parse(runBin(["focus", "--json"], env).stdout).greeting).toMatch(/, Olive$/);
  });

  it("marks an invoice paid in the chat after a yes", async () => {
    const { env } = seededFolder();
    const term = new Tmux("node bin/microteam.mjs chat", env);
    cleanups.push(() => term.close());
    await term.waitFor("Microteam chat");
    await term.typeLine("who owes me money?");
    await term.waitFor("INV-1002");
    await term.typeLine("mark INV-1001 paid");
    await term.waitFor("[y/N]");
    expect(runBin(["invoices", "--status", "paid", "--json"], env).stdout).not.toContain("INV-1001");
    await term.typeLine("y");
    await term.waitFor(/INV-1001 is paid \(/);
    await term.typeLine("exit");
    const paid = JSON.parse(runBin(["invoices", "--status", "paid", "--json"], env).stdout);
    expect(paid.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toContain("INV-1001");
  });

  it("prints JSON a script can parse, and one clear line with exit codes on errors", () => {
    const { env } = seededFolder();
    const json = runBin(["invoices", "--overdue", "--json"], env);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([
      "INV-1001",
      "INV-1002",
    ]);
    const focus = JSON.parse(runBin(["focus", "--json"], env).stdout);
    expect(focus.unpaidTotal).toBe(8400);
    // The second run answers from the cache; a change made by another command is seen at once.
    expect(JSON.parse(runBin(["focus", "--json"], env).stdout)).toEqual(focus);
    expect(runBin(["invoice", "paid", "INV-1001", "--yes"], env).code).toBe(0);
    const after = JSON.parse(runBin(["focus", "--json"], env).stdout);
    expect(after.unpaidTotal).toBe(6000);
    // Acme's chase is gone; Globex's late invoice is still among the top moves.
    const titles = after.topMoves.map((m: { title: string }) => m.title);
    expect(titles).toContain("Chase $1,850 from Globex Corporation");
    expect(titles).not.toContain("Chase $2,400 from Acme Ltd");
    expect(runBin(["invoice", "paid", "INV-404"], env)).toMatchObject({
      code: 1,
      stderr: 'Error: No invoice matches "INV-404".\nSee `microteam invoices`.\n',
    });
    expect(runBin(["invoice", "paid", "INV-1002"], env)).toMatchObject({ code: 2 });
    expect(runBin(["focsu"], env).code).toBe(2);
    // A real shell pipe into a JSON parser, as a cron job would use it.
    const total = execSync(
      `node bin/microteam.mjs focus --json | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).unpaidTotal))"`,
      { cwd: ROOT, env },
    ).toString();
    expect(total.trim()).toBe("6000");
    const piped = runBin(["status"], env);
    expect(piped.stdout).not.toContain("\u001b[");
  });

  it("shows the Project Manager's workflows and next steps and the Strategist's reading, as JSON too", () => {
    const { env } = seededFolder();
    const workflows = JSON.parse(runBin(["workflows", "--json"], env).stdout);
    expect(workflows).toHaveLength(8);
    expect(workflows[0]).toMatchObject({ title: "Increase monthly revenue by 25%", progress: 50 });
    const next = runBin(["workflows", "--next", "--limit", "3"], env);
    expect(next.code).toBe(0);
    expect(next.stdout).toMatch(/^Score\s+Step\s+Workflow/);
    const insights = JSON.parse(runBin(["insights", "--json"], env).stdout);
    expect(insights.healthScore.overallScore).toBeGreaterThan(0);
    expect(insights.healthScore.breakdown).toHaveLength(5);
    expect(insights.suggestions.length).toBeGreaterThan(0);
    expect(runBin(["insights"], env).stdout).toMatch(/^Business health: \d+\/100/);
  });

  it("works against a running server with a token (remote mode)", async () => {
    const { env } = seededFolder();
    const { url, child } = await startServer(env);
    cleanups.push(() => child.kill());
    const signIn = await fetch(`${url}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@microteam.local", password: "demo-ledger-harbor" }),
    });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0];
    const token = await (
      await fetch(`${url}/api/auth/tokens`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ name: "tests" }),
      })
    ).json();
    const remote = { ...env, DATABASE_PATH: "/nonexistent/remote-only.db" };
    expect(runBin(["login", "--server", url, "--token-stdin"], remote, `${token.token}\n`).stdout).toContain(
      `Logged in to ${url} as demo@microteam.local`,
    );
    const status = JSON.parse(runBin(["status", "--json"], remote).stdout);
    expect(status).toMatchObject({ mode: "remote", location: url, owner: "demo@microteam.local" });
    expect(JSON.parse(runBin(["focus", "--json"], remote).stdout).unpaidTotal).toBe(8400);

    // Once more if the server closed the idle keep-alive socket just as it was reused (a loaded machine).
    const revoke = () => fetch(`${url}/api/auth/tokens/${token.id}`, { method: "DELETE", headers: { cookie } });
    await revoke().catch(revoke);
    const revoked = runBin(["whoami"], remote);
    expect(revoked.code).toBe(1);
    expect(revoked.stderr).toContain(`Error: The server at ${url} rejected the token (revoked or expired).`);
  });
});
