import { spawn } from "node:child_process";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterEach, describe, expect, it } from "vitest";
import { clients, invoicePayments, invoices, timeEntries } from "@core/db";
import { makeTestApp } from "../../test/app";
import { createInvoice, ownerWithClient } from "../../test/owner";

const clientsOpen: Client[] = [];
afterEach(async () => {
  while (clientsOpen.length) await clientsOpen.pop()!.close();
});

/** An owner with Acme owing $2,400 (overdue), in a database file `microteam mcp` serves. */
async function business() {
  const t = makeTestApp({ now: new Date().toISOString() });
  const owner = await ownerWithClient(t);
  const invoice = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "2400",
    dueDate: "2026-01-12",
  });
  return { t, owner, invoice, file: t.db.$client.name };
}

/** The SDK's own client, speaking to `microteam mcp` over stdio as an assistant would. */
async function connect(file: string, args: string[] = []) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", path.resolve("cli/bin.ts"), "mcp", ...args],
    env: { ...(process.env as Record<string, string>), DATABASE_PATH: file, MICROTEAM_CONFIG: `${file}.no-login.json` },
    stderr: "pipe",
  });
  const client = new Client({ name: "microteam-test", version: "1.0.0" });
  await client.connect(transport);
  clientsOpen.push(client);
  return client;
}

const text = (result: unknown) =>
  ((result as { content?: { type: string; text: string }[] }).content ?? []).map((c) => c.text).join("\n");

describe("microteam mcp", () => {
  it("is read-only by default: lists the read tools, answers a read, and offers the briefing as a resource", async () => {
    const { invoice, file } = await business();
    const client = await connect(file);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "best_clients",
      "client_details",
      "client_status",
      "email_service",
      "invoice_status",
      "list_clients",
      "list_invoices",
      "list_posts",
      "list_tasks",
      "money_question",
      "morning_focus",
      "new_leads",
      "open_quotes",
      "payment_habits",
      "recurring_invoices",
      "status",
      "unbilled_work",
      "who_am_i",
      "workflow_status",
    ]);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);

    const unpaid = await client.callTool({ name: "list_invoices", arguments: { filter: "unpaid" } });
    expect(unpaid.isError).toBeFalsy();
    expect(text(unpaid)).toContain(invoice.invoiceNumber);
    expect(text(unpaid)).toContain("Acme Ltd");

    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: "microteam://briefing", name: "briefing" })]);
    const briefing = await client.readResource({ uri: "microteam://briefing" });
    expect((briefing.contents[0] as { text: string }).text).toMatch(/\$2,400.*Acme Ltd|Acme Ltd.*\$2,400/);

    const refused = await client.callTool({ name: "create_client", arguments: { name: "Globex" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/create_client/);
  }, 60_000);

  it("with --read-write marks the writes, runs one through the API, and answers bad arguments with a tool error naming them", async () => {
    const { t, invoice, file } = await business();
    const client = await connect(file, ["--read-write"]);
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.create_client.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.mark_invoice_paid.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.send_invoice.annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
    expect(byName.list_invoices.annotations?.readOnlyHint).toBe(true);

    const added = await client.callTool({
      name: "create_client",
      arguments: { name: "Globex", email: "ap@globex.test", company: "Globex Corp" },
    });
    expect(added.isError).toBeFalsy();
    expect(text(added)).toContain("Added Globex");
    expect(
      t.db
        .select()
        .from(clients)
        .all()
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Acme Ltd", "Globex"]);

    const paid = await client.callTool({
      name: "mark_invoice_paid",
      arguments: { invoiceNumber: invoice.invoiceNumber },
    });
    expect(paid.isError).toBeFalsy();
    expect(t.db.select().from(invoices).get()!.status).toBe("paid");

    const bad = await client.callTool({ name: "create_invoice", arguments: { clientName: "Globex", amount: 12 } });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toContain("amount");
    const unknown = await client.callTool({ name: "mark_invoice_paid", arguments: { invoiceNumber: "INV-nope" } });
    // Not found is the chat's own answer (it names what it looked for), not a crash.
    expect(text(unknown)).toMatch(/INV-nope/);
    // The server is still there after both.
    expect((await client.callTool({ name: "status", arguments: {} })).isError).toBeFalsy();
  }, 60_000);

  it("records the amount an assistant gives as that payment, never as paid in full, and names missing arguments", async () => {
    const { t, invoice, file } = await business();
    const client = await connect(file, ["--read-write"]);
    const { tools } = await client.listTools();
    // A part payment twice is two payments: a host must not repeat the call on its own.
    expect(tools.find((tool) => tool.name === "mark_invoice_paid")!.annotations?.idempotentHint).toBe(false);

    const part = await client.callTool({
      name: "mark_invoice_paid",
      arguments: { invoiceNumber: invoice.invoiceNumber, amount: "400" },
    });
    expect(part.isError).toBeFalsy();
    expect(text(part)).toMatch(/\$400\.00/);
    expect(text(part)).toMatch(/\$2,000\.00/);
    expect(t.db.select().from(invoices).get()!.status).not.toBe("paid");
    expect(
      t.db
        .select()
        .from(invoicePayments)
        .all()
        .map((p) => p.amountCents),
    ).toEqual([40000]);

    const tooMuch = await client.callTool({
      name: "mark_invoice_paid",
      arguments: { invoiceNumber: invoice.invoiceNumber, amount: "5000" },
    });
    expect(tooMuch.isError).toBe(true);
    expect(text(tooMuch)).toMatch(/amount/);
    expect(t.db.select().from(invoicePayments).all()).toHaveLength(1);

    const rest = await client.callTool({
      name: "mark_invoice_paid",
      arguments: { invoiceNumber: invoice.invoiceNumber, amount: "2000" },
    });
    expect(rest.isError).toBeFalsy();
    expect(t.db.select().from(invoices).get()!.status).toBe("paid");

    const missing = await client.callTool({ name: "mark_invoice_paid", arguments: {} });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/invoiceNumber/);
    expect(text(missing)).toMatch(/clientName/);
  }, 90_000);

  it("tracks time and invoices it through the time tools, once", async () => {
    const { t, file } = await business();
    const owner = t.db.select().from(clients).get()!.userId;
    t.db.$client.prepare("update users set default_hourly_rate = '90' where id = ?").run(owner);
    const client = await connect(file, ["--read-write"]);
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.invoice_unbilled_time.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: true });
    expect(byName.unbilled_work.annotations?.readOnlyHint).toBe(true);

    const started = await client.callTool({
      name: "start_timer",
      arguments: { clientName: "acme", description: "Call" },
    });
    expect(started.isError).toBeFalsy();
    expect(text(started)).toContain("Timer started for Acme Ltd (Call)");
    const stopped = await client.callTool({ name: "stop_timer", arguments: {} });
    expect(text(stopped)).toContain("Stopped: 1m for Acme Ltd (Call)");
    const logged = await client.callTool({
      name: "log_time",
      arguments: { clientName: "Acme Ltd", duration: "2 hours", description: "Design review" },
    });
    expect(logged.isError).toBeFalsy();
    expect(text(logged)).toContain("Added 2h for Acme Ltd (Design review)");
    const unbilled = await client.callTool({ name: "unbilled_work", arguments: {} });
    expect(text(unbilled)).toContain("You have $181.53 (2.017 hours) of unbilled work: Acme Ltd $181.53.");
    // The amount the owner agreed to is an argument: without it, or after the time changed, nothing is made.
    const noAmount = await client.callTool({ name: "invoice_unbilled_time", arguments: { clientName: "acme" } });
    expect(noAmount.isError).toBe(true);
    expect(text(noAmount)).toContain("give amount, the unbilled total the owner agreed to");
    const stale = await client.callTool({
      name: "invoice_unbilled_time",
      arguments: { clientName: "acme", amount: "95.00" },
    });
    expect(text(stale)).toContain("Acme Ltd's unbilled time comes to $181.53 now (2 entries), not 95.00: nothing was invoiced.");
    // A near spelling is asked about, not guessed, for a write.
    const guessed = await client.callTool({
      name: "log_time",
      arguments: { clientName: "Acne Ltd", duration: "1h" },
    });
    expect(guessed.isError).toBe(true);
    expect(text(guessed)).toContain('No client is called "Acne Ltd". Did you mean Acme Ltd? Nothing was done');
    const invoiced = await client.callTool({
      name: "invoice_unbilled_time",
      arguments: { clientName: "acme", amount: "$181.53" },
    });
    expect(invoiced.isError).toBeFalsy();
    expect(text(invoiced)).toMatch(/made for Acme Ltd from 2 entries of unbilled time/);
    const again = await client.callTool({
      name: "invoice_unbilled_time",
      arguments: { clientName: "acme", amount: "181.53" },
    });
    expect(text(again)).toContain("Acme Ltd has no unbilled time to invoice.");
    expect(t.db.select().from(invoices).all()).toHaveLength(2);
    expect(
      t.db
        .select()
        .from(timeEntries)
        .all()
        .every((e) => e.billedInvoiceId !== null),
    ).toBe(true);
  }, 90_000);

  it("exits with 0 when the assistant closes its input", async () => {
    const { file } = await business();
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("cli/bin.ts"), "mcp"], {
      env: { ...process.env, DATABASE_PATH: file, MICROTEAM_CONFIG: `${file}.no-login.json` },
      stdio: ["pipe", "pipe", "pipe"],
    });
    // Give it time to start serving, then hang up as an assistant's host does.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
  }, 60_000);
});
