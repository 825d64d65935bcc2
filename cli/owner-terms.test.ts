import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { createInvoice, ownerWithClient } from "../test/owner";

// qa13: the owner's terms. An instant (when an invoice was emailed, the last contact) is shown as the owner's day. At
// 7 pm on November 20 in Los Angeles it is already November 21 in UTC.

async function setup() {
  const t = makeTestApp({ now: "2026-11-21T03:00:00Z" });
  const owner = await ownerWithClient(t);
  t.db.update(users).set({ timeZone: "America/Los_Angeles" }).where(eq(users.id, owner.user.id)).run();
  const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-12-01" });
  return { cli: cliHarness(t, owner.user.id), invoice };
}

describe("the owner's day", () => {
  it("'already emailed on' names the owner's day", async () => {
    const { cli, invoice } = await setup();
    await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    const again = await cli.run(["invoice", "send", invoice.invoiceNumber], { answer: false });
    expect(again.questions[0]).toContain("was already emailed on Nov 20, 2026.");
  });

  it("the clients' last contact is the owner's day", async () => {
    const { cli, invoice } = await setup();
    await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    const list = (await cli.run(["clients"])).stdout;
    expect(list).toMatch(/Acme Ltd .*Nov 20, 2026/);
  });
});

describe("an invoice by its number as people say it", () => {
  it("takes the number without its prefix", async () => {
    const { cli, invoice } = await setup();
    const digits = invoice.invoiceNumber.replace(/^\D+/, "");
    const paid = await cli.run(["invoice", "paid", digits, "--yes"]);
    expect(paid.stdout).toMatch(new RegExp(`^${invoice.invoiceNumber} is paid`));
  });
});
