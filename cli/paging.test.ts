// The terminal pages through the same contract as the web: `clients` and `tasks` show a page, say
// how many there are and print the command for the next page; names resolve through the search.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { factories } from "../test/factories";

async function setup() {
  const t = makeTestApp();
  const owner = await t.signUp();
  for (let i = 0; i < 75; i++) {
    factories.client(t.db, owner.user.id, { name: `Client ${String(i).padStart(2, "0")}`, email: `c${i}@x.test` });
    factories.task(t.db, owner.user.id, { title: `Task ${i}`, category: i % 2 ? "Sales" : "Admin" });
  }
  factories.client(t.db, owner.user.id, { name: "Zeta Works", email: "hello@zeta.test", company: "Zeta" });
  return { t, owner, cli: cliHarness(t, owner.user.id) };
}

describe("microteam clients and tasks page through the API", () => {
  it("shows 50 clients, the total and the command for the next page", async () => {
    const { cli } = await setup();
    const first = await cli.run(["clients"]);
    expect(first.stdout).toContain("Client 00");
    expect(first.stdout).not.toContain("Client 50");
    const next = /Next page: microteam (clients .+)$/m.exec(first.stdout)![1];
    expect(first.stdout).toContain("Showing 50 of 76.");
    const second = await cli.run(next.split(" "));
    // qa10 F14: page 2 says where it is.
    expect(second.stdout).toContain("Showing 51–76 of 76.");
    expect(second.stdout).toContain("Client 50");
    expect(second.stdout).toContain("Zeta Works");
    expect(second.stdout).not.toContain("Next page");
  });

  it("each next page says which rows it shows; a bare or altered count never changes the rows", async () => {
    const { cli } = await setup();
    const pages: string[] = [];
    let args: string[] | null = ["clients", "--limit", "20"];
    while (args) {
      const out: string = (await cli.run(args)).stdout;
      pages.push(/^Showing .+?\./m.exec(out)![0]);
      args = /Next page: microteam (clients .+)$/m.exec(out)?.[1].split(" ") ?? null;
    }
    expect(pages).toEqual([
      "Showing 20 of 76.",
      "Showing 21–40 of 76.",
      "Showing 41–60 of 76.",
      "Showing 61–76 of 76.",
    ]);
    // The server's own cursor (as --json scripts keep it) still opens the page; it cannot say where it is.
    const json = await cli.run(["tasks", "--limit", "10"]);
    const printed = /--cursor (\d+)\+(\S+)\./.exec(json.stdout)!;
    expect(printed[1]).toBe("10");
    const bare = await cli.run(["tasks", "--limit", "10", "--cursor", printed[2]]);
    expect(bare.stdout).toContain("Showing 10 of 75.");
    expect(bare.stdout).toMatch(/--cursor [^+\s]+\./);
    // A forged server part still fails, whatever count is in front of it.
    const forged = await cli.run(["clients", "--cursor", `20+${printed[2]}`]);
    expect(forged.exitCode).not.toBe(0);
    expect(forged.stderr).toContain("Invalid cursor");
  });

  it("`microteam invoices`, then its next page: 51–60 of 60, under the totals", async () => {
    const { t, owner, cli } = await setup();
    const client = factories.client(t.db, owner.user.id, { name: "Billed Co" });
    for (let i = 0; i < 60; i++) factories.invoice(t.db, owner.user.id, client.id, { dueDate: "2026-12-20" });
    const first = (await cli.run(["invoices"])).stdout;
    expect(first).toMatch(/\nShowing 50 of 60\. Next page: microteam invoices --cursor 50\+\S+$/m);
    const next = /Next page: microteam (invoices .+)$/m.exec(first)![1];
    const second = (await cli.run(next.split(" "))).stdout;
    expect(second).toMatch(/\nShowing 51–60 of 60\.$/m);
  });

  it("searches, sorts and limits, and prints JSON rows", async () => {
    const { cli } = await setup();
    const found = await cli.run(["clients", "--search", "zeta", "--json"]);
    expect(JSON.parse(found.stdout).map((c: { name: string }) => c.name)).toEqual(["Zeta Works"]);
    const last = await cli.run(["clients", "--sort", "-name", "--limit", "1", "--json"]);
    expect(JSON.parse(last.stdout)[0].name).toBe("Zeta Works");
    const bad = await cli.run(["clients", "--limit", "1000"]);
    expect(bad.stderr).toContain(
      "option '--limit <n>' argument '1000' is invalid. must be a whole number from 1 to 200.",
    );
    expect(bad.exitCode).toBe(2);
  });

  it("pages the ranked moves by category and finds a move by its short id wherever it ranks", async () => {
    const { cli } = await setup();
    const sales = await cli.run(["tasks", "--category", "Sales", "--limit", "10"]);
    expect(sales.stdout).toContain("Showing 10 of 37.");
    expect(sales.stdout).toMatch(/Next page: microteam tasks --category Sales --limit 10 --cursor \S+\./);
    const all = JSON.parse((await cli.run(["tasks", "--limit", "200", "--json"])).stdout);
    const lastMove = all.prioritizedTasks.at(-1);
    const done = await cli.run(["done", lastMove.id.slice(-8), "--yes"]);
    expect(done.stdout).toBe(`Done: ${lastMove.title}. Great work on staying focused on priorities.`);
  });

  it("resolves a client by name through the server's search", async () => {
    const { cli } = await setup();
    const res = await cli.run(["nudge", "Zeta Works", "--yes"]);
    expect(res.stdout).toContain("Zeta Works");
    expect(res.exitCode).toBe(0);
  });
});
