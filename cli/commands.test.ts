import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients, emailOutbox, invoices, tasks } from "@core/db";
import { socialSettingsFromEnv } from "@core/social";
import { makeTestApp } from "../test/app";
import { cliHarness, OUTBOX_ONLY } from "../test/cli";
import { factories } from "../test/factories";
import { createInvoice, ownerWithClient } from "../test/owner";

/**
 * An owner on 2026-11-21 with Acme (overdue $2,400), Globex (due in 2 days), both emailed to the client
 * in October (only sent invoices are chased), a quiet client and a task.
 */
async function setup() {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  const overdue = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "2400",
    dueDate: "2026-11-12",
  });
  const globex = (
    await t.call("POST", "/api/clients", { cookie: owner.cookie, body: { name: "Globex", email: "ap@globex.test" } })
  ).json;
  const soon = await createInvoice(t, owner.cookie, { clientId: globex.id, amount: "850", dueDate: "2026-11-23" });
  // Emailed weeks ago (stamped directly, so the tests below count only their own emails).
  for (const invoice of [overdue, soon]) {
    t.db
      .update(invoices)
      .set({ sentAt: new Date("2026-10-13T09:00:00Z") })
      .where(eq(invoices.id, invoice.id))
      .run();
  }
  t.db
    .insert(clients)
    .values({
      userId: owner.user.id,
      name: "Jane Doe",
      email: "jane@doe.test",
      lastContactDate: new Date("2026-10-18T09:00:00Z"),
      createdAt: new Date("2026-06-01T09:00:00Z"),
    })
    .run();
  const task = (
    await t.call("POST", "/api/tasks", {
      cookie: owner.cookie,
      body: { title: "Call the bank", category: "Finance", priority: "high", dueDate: "2026-11-21" },
    })
  ).json;
  return { t, owner, overdue, soon, task, cli: cliHarness(t, owner.user.id) };
}

describe("microteam focus", () => {
  it("prints the top 3 money moves with reasons and commands, alerts and the unpaid total", async () => {
    const { cli } = await setup();
    const res = await cli.run(["focus"]);
    expect(res.exitCode).toBe(0);
    expect(res.stdout).toContain("Good morning, Olive. Here's what needs your attention today.");
    expect(res.stdout).toContain("1. Chase $2,400 from Acme Ltd  $2,400.00");
    expect(res.stdout).toContain("Why: $2,400 from Acme Ltd, 9 days late");
    expect(res.stdout).toMatch(/→ microteam nudge INV-\d+/);
    expect(res.stdout).toContain("! Jane Doe has gone quiet: No contact for 34 days");
    expect(res.stdout).toContain("Unpaid: $3,250.00 (1 invoice overdue)");
  });

  it("prints stable JSON with --json", async () => {
    const { cli, overdue } = await setup();
    const res = await cli.run(["--json", "focus"]);
    const data = JSON.parse(res.stdout);
    expect(data).toMatchObject({ unpaidTotal: 3250, overdueCount: 1, insightSource: "offline" });
    expect(data.topMoves).toHaveLength(3);
    expect(data.topMoves[0]).toMatchObject({
      id: `invoice:${overdue.id}`,
      suggestedCommand: `microteam nudge ${overdue.invoiceNumber}`,
    });
    expect(Object.keys(data).sort()).toEqual([
      "alerts",
      "alertsTotal",
      "currency",
      "greeting",
      "insight",
      "insightSource",
      "overdueCount",
      "postsToday",
      "topMoves",
      "unpaidTotal",
    ]);
  });

  it("says how many alerts it leaves out, and types a fold of small reminders as one nudge", async () => {
    const { t, cli, owner } = await setup();
    const numbers = ["INV-S1", "INV-S2", "INV-S3", "INV-S4", "INV-S5", "INV-S6"];
    // One client's six small late invoices fold into one move with that client (decision 325).
    const client = factories.client(t.db, owner.user.id, { name: "Small Goods" });
    for (const invoiceNumber of numbers) {
      factories.invoice(t.db, owner.user.id, client.id, {
        invoiceNumber,
        amountCents: 30_000,
        status: "overdue",
        dueDate: "2026-10-12",
        sentAt: new Date("2026-09-12T09:00:00Z"),
      });
    }
    const res = await cli.run(["focus"]);
    // Acme, six small late invoices and Jane Doe: eight alerts, five listed, the rest counted.
    expect(res.stdout).toContain("Alerts (8)");
    expect(res.stdout.match(/^ {2}! /gm)).toHaveLength(5);
    expect(res.stdout).toContain("… and 3 more (microteam tasks)");
    expect(res.stdout).toContain("Send reminders to Small Goods: 6 invoices, $1,800, 40 days late");
    const nudge = /→ microteam (nudge INV-S.*)$/m.exec(res.stdout)![1].split(" ");
    expect(nudge.slice(1).sort()).toEqual(numbers);

    const sent = await cli.run([...nudge, "--yes"]);
    expect(sent.exitCode).toBe(0);
    // One client's invoices: one question naming them all and the client.
    expect(sent.questions[0]).toMatch(/^Send a payment reminder for INV-S\d \(\$300\.00\),.* to Small Goods </);
    const reminders = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).all();
    expect(new Set(reminders.map((r) => r.relatedId)).size).toBe(6);
  });

  it("emails the briefing with --email", async () => {
    const { t, cli, owner } = await setup();
    const res = await cli.run(["focus", "--email"]);
    expect(res.stdout).toBe(`Briefing emailed to ${owner.email}.${OUTBOX_ONLY}`);
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "digest")).get()?.subject).toBe(
      "Your top 3 money moves for November 21, 2026",
    );
  });
});

describe("microteam invoices and invoice …", () => {
  it("lists and filters invoices, with --json carrying the API's fields", async () => {
    const { cli, overdue } = await setup();
    const all = await cli.run(["invoices"]);
    expect(all.stdout.split("\n")[0]).toMatch(/^Number\s+Client\s+Amount\s+Due\s+Status\s+Id$/);
    expect(all.stdout).toContain("overdue 9d");
    expect(all.stdout).toContain("Unpaid: 2 invoices, $3,250.00 (1 overdue, $2,400.00)");
    const late = await cli.run(["invoices", "--overdue", "--json"]);
    expect(JSON.parse(late.stdout).map((i: { id: string }) => i.id)).toEqual([overdue.id]);
    expect(JSON.parse(late.stdout)[0]).toMatchObject({
      invoiceNumber: overdue.invoiceNumber,
      amount: "2400.00",
      status: "overdue",
    });
    const bad = await cli.run(["invoices", "--status", "lost"]);
    expect(bad.exitCode).toBe(2);
  });

  it("creates an invoice after confirming, with the due date from the payment terms", async () => {
    const { t, cli } = await setup();
    const res = await cli.run(["invoice", "create", "--client", "globex", "--amount", "1,200.50"], { answer: true });
    expect(res.questions[0]).toBe("Create an invoice of $1,200.50 for Globex, due Dec 21, 2026?");
    expect(res.stdout).toMatch(/^Created INV-[\d-]+: \$1,200\.50 for Globex, due Dec 21, 2026/);
    expect(t.db.select().from(invoices).all()).toHaveLength(3);
  });

  it("refuses a bad amount and an unknown client with one line, changing nothing", async () => {
    const { t, cli } = await setup();
    const amount = await cli.run(["invoice", "create", "--client", "Globex", "--amount", "12.345", "--yes"]);
    expect(amount.exitCode).toBe(1);
    expect(amount.stderr).toBe("Error: amount: Amount can have at most 2 decimals");
    const date = await cli.run([
      "invoice",
      "create",
      "--client",
      "Globex",
      "--amount",
      "10",
      "--due",
      "2026-02-30",
      "--yes",
    ]);
    expect(date.stderr).toBe("Error: dueDate: Due date must be a real date (YYYY-MM-DD)");
    const who = await cli.run(["invoice", "create", "--client", "Nobody", "--amount", "10", "--yes"]);
    expect(who.stderr).toContain('Error: No client matches "Nobody".');
    expect(t.db.select().from(invoices).all()).toHaveLength(2);
  });

  it("marks paid by number or short id after a yes, and not after a no", async () => {
    const { t, cli, overdue } = await setup();
    const no = await cli.run(["invoice", "paid", overdue.invoiceNumber], { answer: false });
    expect(no.exitCode).toBe(1);
    expect(no.stderr).toBe("Cancelled. Nothing was changed.");
    expect(t.db.select().from(invoices).where(eq(invoices.id, overdue.id)).get()!.status).toBe("pending");
    const yes = await cli.run(["invoice", "paid", overdue.id.slice(-8)], { answer: true });
    expect(yes.stdout).toBe(`${overdue.invoiceNumber} is paid (Nov 21, 2026).`);
    const again = await cli.run(["invoice", "paid", overdue.invoiceNumber, "--yes"]);
    expect(again.exitCode).toBe(2);
  });

  it("asks for --yes when there is no terminal", async () => {
    const { cli, overdue } = await setup();
    const res = await cli.run(["invoice", "paid", overdue.invoiceNumber], { interactive: false });
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toContain("Pass --yes to confirm");
  });

  it("sends an invoice email", async () => {
    const { t, cli, soon } = await setup();
    const res = await cli.run(["invoice", "send", soon.invoiceNumber, "--yes"]);
    // The terminal delivers what it queued (there may be no server running) before it answers.
    expect(res.stdout).toBe(`Emailed ${soon.invoiceNumber} to ap@globex.test.${OUTBOX_ONLY}`);
    const mail = t.db.select().from(emailOutbox).get()!;
    expect(mail.status).toBe("stored");
    expect(mail.subject).toBe(`Invoice ${soon.invoiceNumber} - Payment Required`);
    expect(mail.body).toContain("Dear Globex,");
    expect(mail.body).toContain("$850.00");
  });

  it("answers an unknown invoice with exit 1", async () => {
    const { cli } = await setup();
    const res = await cli.run(["invoice", "send", "INV-0000"]);
    expect(res).toMatchObject({
      exitCode: 1,
      stderr: 'Error: No invoice matches "INV-0000".\nSee `microteam invoices`.',
    });
  });
});

describe("microteam remind and nudge", () => {
  it("lists with --dry-run and sends after confirming", async () => {
    const { t, cli, overdue } = await setup();
    const dry = await cli.run(["remind", "--dry-run"]);
    expect(dry.stdout).toContain(overdue.invoiceNumber);
    expect(dry.stdout).toContain("would send");
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
    const real = await cli.run(["remind", "--yes"]);
    expect(real.questions[0]).toContain(`Send 1 payment reminder (${overdue.invoiceNumber} to Acme Ltd)?`);
    expect(real.stdout).toContain(
      "1 reminder queued for sending. 1 email kept in the offline outbox and not emailed (no SMTP_URL is set for this terminal",
    );
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).all()).toHaveLength(1);
    const again = await cli.run(["remind", "--yes"]);
    expect(again.stdout).toBe("No reminders are due.");
  });

  it("nudges an invoice, a client's overdue invoices, or follows up with a quiet client", async () => {
    const { t, cli, overdue } = await setup();
    const byClient = await cli.run(["nudge", "acme", "--yes"]);
    expect(byClient.questions[0]).toContain(
      `Send a payment reminder for ${overdue.invoiceNumber} ($2,400.00) to Acme Ltd`,
    );
    expect(byClient.stdout).toBe(
      `Payment reminder for ${overdue.invoiceNumber} emailed to Acme Ltd (billing@acme.test).${OUTBOX_ONLY}`,
    );
    // Inside the quiet period the terminal asks again with the server's words; no means nothing is sent.
    const twice = await cli.run(["nudge", overdue.invoiceNumber], { answer: false });
    expect(twice.questions).toHaveLength(1);
    const second = await cli.run(["nudge", overdue.invoiceNumber], { answer: true });
    expect(second.questions[1]).toMatch(/already went out on November 21 at .+ Send another anyway\?$/);
    expect(second.stdout).toContain(`Payment reminder for ${overdue.invoiceNumber} emailed to Acme Ltd`);
    const quiet = await cli.run(["nudge", "Jane Doe", "--yes"]);
    expect(quiet.questions[0]).toContain("Jane Doe owes nothing right now.");
    expect(quiet.stdout).toBe(`Follow-up emailed to Jane Doe (jane@doe.test).${OUTBOX_ONLY}`);
    expect(
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .map((m) => m.kind)
        .sort(),
    ).toEqual(["nudge", "reminder", "reminder"]);
    const missing = await cli.run(["nudge", "Wayne", "--yes"]);
    expect(missing.exitCode).toBe(1);
  });
});

describe("microteam clients, tasks, done, status", () => {
  it("lists and adds clients", async () => {
    const { cli } = await setup();
    const list = await cli.run(["clients", "--json"]);
    expect(JSON.parse(list.stdout).map((c: { name: string }) => c.name)).toEqual(["Acme Ltd", "Globex", "Jane Doe"]);
    const add = await cli.run(["client", "add", "Sam Smith", "sam@smith.test", "--company", "Smith & Co", "--yes"]);
    expect(add.stdout).toMatch(/^Added Sam Smith \(id [0-9a-f]{8}\)\.$/);
    const bad = await cli.run(["client", "add", "Bad", "not-an-email", "--yes"]);
    expect(bad.stderr).toBe("Error: email: Invalid email");
  });

  it("lists tasks, adds one, and marks a task and a suggested move done", async () => {
    const { t, cli, task, overdue } = await setup();
    const list = await cli.run(["tasks"]);
    expect(list.stdout).toContain("Call the bank");
    expect(list.stdout).toContain(task.id.slice(-8));
    const add = await cli.run([
      "task",
      "add",
      "Send",
      "the",
      "proposal",
      "--category",
      "Sales",
      "--priority",
      "high",
      "--yes",
    ]);
    expect(add.stdout).toMatch(/^Added "Send the proposal"/);
    const bad = await cli.run(["task", "add", "x", "--category", "Sales", "--due", "someday", "--yes"]);
    expect(bad.stderr).toBe("Error: dueDate: Due date must be a real date (YYYY-MM-DD)");
    expect((await cli.run(["done", task.id.slice(-8), "--yes"])).stdout).toBe(
      "Done: Call the bank. Great work on staying focused on priorities.",
    );
    expect(t.db.select().from(tasks).where(eq(tasks.id, task.id)).get()!.completed).toBe(true);
    const move = await cli.run(["done", overdue.id.slice(-8), "--yes"]);
    expect(move.stdout).toContain("Done: Chase $2,400 from Acme Ltd.");
    expect((await cli.run(["done", "zzzzzzzz"])).exitCode).toBe(1);
  });

  it("tells where the data is and which services are active", async () => {
    const { cli, owner } = await setup();
    const res = await cli.run(["status", "--json"]);
    expect(JSON.parse(res.stdout)).toEqual({
      mode: "local",
      location: "test.db",
      owner: owner.email,
      ai: { backend: "offline", model: null },
      mail: "outbox",
      payments: "demo",
      socialVersions: [
        expect.objectContaining({ api: "linkedin", version: "202603", sunset: "2027-03-16", state: "ok" }),
        expect.objectContaining({ api: "graph", version: "v26.0", sunset: null, state: "ok" }),
      ],
      publicAddress: expect.objectContaining({ publicUrl: "http://microteam.test", clientEmails: "ready" }),
    });
    const text = (await cli.run(["status"])).stdout;
    expect(text).toContain("Social:   LinkedIn 202603 (until 2027-03-16), Graph v26.0");
    expect(text).toContain("Address:  http://microteam.test (client links)");
    expect(text).not.toContain("Warning:");
    expect((await cli.run(["whoami"])).stdout).toContain(owner.email);
  });

  it("warns of a platform API version within 60 days of its sunset, or past it, with the fix", async () => {
    const t = makeTestApp({
      now: "2026-11-28T09:00:00Z",
      config: { social: { ...socialSettingsFromEnv({}), linkedinVersion: "202505", graphVersion: "v21.0" } },
    });
    const owner = await ownerWithClient(t);
    const text = (await cliHarness(t, owner.user.id, "2026-11-28T09:00:00Z").run(["status"])).stdout;
    expect(text).toContain(
      "Warning:  LinkedIn API version 202505 was retired on about 2026-05-15: every call with it is refused; set LINKEDIN_API_VERSION to 202603",
    );
    expect(text).toContain(
      "Warning:  Meta Graph API (Facebook and Instagram) version v21.0 is retired on 2027-01-21 (in 54 days); set GRAPH_API_VERSION to v26.0",
    );
  });

  it("suggests the nearest command and exits 2 on usage errors; --help has examples", async () => {
    const { cli } = await setup();
    const typo = await cli.run(["invoces"]);
    expect(typo.exitCode).toBe(2);
    expect(typo.stderr).toContain("Did you mean invoices?");
    const help = await cli.run(["nudge", "--help"]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain("Examples:");
    expect(help.stdout).toContain("microteam nudge INV-1042");
  });
});
