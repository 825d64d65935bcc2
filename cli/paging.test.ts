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
    expect(second.stdout).toContain("Client 50");
    expect(second.stdout).toContain("Zeta Works");
    expect(second.stdout).not.toContain("Next page");
  });

  it("searches, sorts and limits, and prints JSON rows", async () => {
    const { cli } = await setup();
    const found = await cli.run(["clients", "--search", "zeta", "--json"]);
    expect(JSON.parse(found.stdout).map((c: { name: string }) => c.name)).toEqual(["Zeta Works"]);
    const last = await cli.run(["clients", "--sort", "-name", "--limit", "1", "--json"]);
    expect(JSON.parse(last.stdout)[0].name).toBe("Zeta Works");
    const bad = await cli.run(["clients", "--limit", "1000"]);
    expect(bad.stderr).toContain("option '--limit <n>' argument '1000' is invalid. must be a whole number from 1 to 200.");
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
