import { afterEach, describe, expect, it } from "vitest";
import { runBin, seededFolder, startServer, Tmux } from "./support";

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** The demo owner's data gains a quote the client accepted and a monthly series, through the server's routes. */
async function withQuoteAndSeries(env: NodeJS.ProcessEnv) {
  const { url, child } = await startServer(env);
  try {
    const signIn = await fetch(`${url}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@microteam.local", password: "demo-ledger-harbor" }),
    });
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0];
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { cookie, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const [acme] = await call("GET", "/api/clients?q=Acme");
    const lines = [{ description: "Brand workshop", quantity: "2", unitPrice: "600" }];
    const quote = await call("POST", "/api/quotes", { clientId: acme.id, lines, description: "Brand workshop" });
    await call("POST", `/api/public/quotes/${quote.publicPath.split("/").pop()}/accept`, { name: "Ada Acme" });
    await call("POST", "/api/recurring-invoices", {
      clientId: acme.id,
      lines: [{ description: "Monthly retainer", quantity: "1", unitPrice: "1500" }],
      description: "Monthly retainer",
      unit: "month",
      every: 1,
      startDate: "2027-06-05",
      count: 12,
    });
  } finally {
    child.kill();
  }
}

describe("quotes and recurring series in a terminal", () => {
  it("lists quotes, converts an accepted one after a yes, and pauses a series after a yes", async () => {
    const { env } = seededFolder();
    await withQuoteAndSeries(env);

    const convert = new Tmux(
      "node bin/microteam.mjs quotes && node bin/microteam.mjs quotes convert Q-0001 --deposit 25",
      env,
    );
    cleanups.push(() => convert.close());
    const list = await convert.waitFor("[y/N]");
    expect(list).toMatch(/Q-0001\s+Acme Ltd\s+\$1,200\.00\s+accepted/);
    expect(list).toContain(
      "Turn Q-0001 ($1,200.00, accepted by Ada Acme) into a 25% deposit invoice and a draft for the rest?",
    );
    await convert.typeLine("y");
    const done = await convert.waitFor(/Q-0001 became deposit invoice/);
    expect(done).toMatch(
      /deposit invoice INV-\S+ \(\$300\.00, due .+\) and INV-\S+ \(\$900\.00, draft\) for the rest\./,
    );
    expect(JSON.parse(runBin(["quotes", "show", "Q-0001", "--json"], env).stdout).depositInvoice).not.toBeNull();

    const pause = new Tmux(
      "node bin/microteam.mjs recurring && node bin/microteam.mjs recurring pause 'Monthly retainer'",
      env,
    );
    cleanups.push(() => pause.close());
    const series = await pause.waitFor("[y/N]");
    expect(series).toMatch(
      /Acme Ltd\s+Monthly retainer\s+\$1,500\.00\s+Every month from Jun 5, 2027, 12 times\s+Jun 5, 2027\s+active/,
    );
    expect(series).toContain("Pause Monthly retainer (Acme Ltd)? No invoices are made until you resume it.");
    await pause.typeLine("y");
    await pause.waitFor("Monthly retainer is paused.");
    const after = JSON.parse(runBin(["recurring", "--json"], env).stdout);
    expect(after).toMatchObject([{ description: "Monthly retainer", status: "paused" }]);
    const preview = runBin(["recurring", "preview", "Monthly retainer"], env);
    expect(preview.stdout).toContain("Paused: these dates follow once it is resumed");
  });
});
