import { afterEach, describe, expect, it } from "vitest";
import { runBin, seededFolder, Tmux } from "./support";

// Issue 13: the [y/N] question reads the whole answer. Typing "yes" confirms once; "es" is never
// read as a new request. And the chat understands the owner's own words over the demo data.

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const paidNumbers = (env: NodeJS.ProcessEnv) =>
  (JSON.parse(runBin(["invoices", "--status", "paid", "--json"], env).stdout) as { invoiceNumber: string }[]).map(
    (i) => i.invoiceNumber,
  );

describe("the chat in a terminal", () => {
  it('confirms on a typed "yes" in the chat, once, and answers money questions', async () => {
    const { env } = seededFolder();
    const term = new Tmux("node bin/microteam.mjs chat", env);
    cleanups.push(() => term.close());
    await term.waitFor("Microteam chat");
    await term.typeLine("how much am i owed in total?");
    await term.waitFor(/You're owed \$[\d,.]+ in total/, 40_000);
    await term.typeLine("1001 pd");
    await term.waitFor("[y/N]");
    await term.typeLine("yes");
    const screen = await term.waitFor(/INV-1001 is paid \(/);
    expect(screen).not.toContain("› es");
    expect(screen).not.toContain("didn't understand");
    await term.typeLine("exit");
    expect(paidNumbers(env)).toContain("INV-1001");
  });

  it('a one-off request asks [y/N] and reads the whole line: "no" cancels, "YES" confirms', async () => {
    const { env } = seededFolder();
    const no = new Tmux('node bin/microteam.mjs "mark 1002 paid"', env);
    cleanups.push(() => no.close());
    await no.waitFor("[y/N]");
    no.type("no");
    await no.waitFor("Cancelled. Nothing was changed.");
    expect(paidNumbers(env)).not.toContain("INV-1002");
    const yes = new Tmux('node bin/microteam.mjs "mark 1002 paid"', env);
    cleanups.push(() => yes.close());
    await yes.waitFor("[y/N]");
    yes.type("YES");
    await yes.waitFor(/INV-1002 is paid/);
    expect(paidNumbers(env)).toContain("INV-1002");
  });

  it("a request in two parts lists both before anything runs, on a terminal and without one", async () => {
    const { env } = seededFolder();
    const request = "invoice bluth 650 and email it to them";
    const bluth650 = () =>
      (JSON.parse(runBin(["invoices", "--json"], env).stdout) as { clientName: string; amount: string }[]).filter(
        (i) => i.clientName === "Bluth Bakery" && Number(i.amount) === 650,
      );
    const piped = runBin([request], env, "");
    expect(piped.code).toBe(2);
    expect(piped.stderr).toMatch(
      /This would make 2 changes to your data:\n {2}1\. Create an invoice of \$650\.00 for Bluth Bakery[^\n]*\n {2}2\. Email it to Bluth Bakery <orders@bluth\.example>\nNothing was done\./,
    );
    expect(piped.stderr).toContain("Pass --yes");
    expect(bluth650()).toEqual([]);
    const term = new Tmux(`node bin/microteam.mjs "${request}"`, env);
    cleanups.push(() => term.close());
    const screen = await term.waitFor("[y/N]");
    expect(screen).toMatch(
      /This will make 2 changes, each asked in turn:\s+1\. Create an invoice[\s\S]*2\. Email it to Bluth Bakery/,
    );
    expect(screen.indexOf("2. Email it to")).toBeLessThan(screen.indexOf("[y/N]"));
    term.type("n");
    await term.waitFor("Cancelled. Nothing was changed.");
    expect(bluth650()).toEqual([]);
  });
});
