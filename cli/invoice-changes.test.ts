import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { createInvoice, ownerWithClient } from "../test/owner";

describe("microteam invoice void / duplicate", () => {
  it("voids after a yes and refuses a second time; duplicates into a draft", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await ownerWithClient(t);
    const inv = await createInvoice(t, owner.cookie, { clientId: owner.client.id, amount: "300" });
    const cli = cliHarness(t, owner.user.id);
    const no = await cli.run(["invoice", "void", inv.invoiceNumber], { answer: false });
    expect(no.exitCode).toBe(1);
    const yes = await cli.run(["invoice", "void", inv.invoiceNumber, "--yes"]);
    expect(yes.stdout).toBe(`${inv.invoiceNumber} is void.`);
    expect(t.db.select().from(invoices).where(eq(invoices.id, inv.id)).get()!.status).toBe("void");
    const again = await cli.run(["invoice", "void", inv.invoiceNumber, "--yes"]);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain("already void");
    const copy = await cli.run(["invoice", "duplicate", inv.invoiceNumber, "--yes"]);
    expect(copy.stdout).toMatch(/^Draft INV-\d+(-\d+)? created \(\$300\.00, due 2026-12-21\)\.$/);
    expect(t.db.select().from(invoices).where(eq(invoices.status, "draft")).all()).toHaveLength(1);
  });
});
