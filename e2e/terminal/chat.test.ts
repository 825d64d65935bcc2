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
    // Each line typed, then Enter on its own once it shows: on a loaded machine the two can reach the
    // chat in one read, which it takes for a paste and does not send (qa13).
    const typeLine = async (line: string) => {
      term.type(line, false);
      await term.waitFor(`› ${line}`);
      term.key("Enter");
    };
    await typeLine("how much am i owed in total?");
    await term.waitFor(/You're owed \$[\d,.]+ in total/, 40_000);
    await typeLine("1001 pd");
    await term.waitFor("[y/N]");
    await typeLine("yes");
    const screen = await term.waitFor(/INV-1001 is paid \(/);
    expect(screen).not.toContain("› es");
    expect(screen).not.toContain("didn't understand");
    term.type("exit");
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
});
