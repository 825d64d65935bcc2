// The public address (docs/decisions/321-one-public-address.md): Settings' route, its validation and who
// may change it; the server's start rule; the loopback rule for client emails, manual and automatic.
import { describe, expect, it, vi } from "vitest";
import { isLoopbackUrl, settlePublicAddress } from "@core/instance";
import { capturingLogger } from "@core/log";
import { runReminderJob } from "@core/reminders";
import { makeTestApp } from "../../test/app";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { publicAddressLines } from "../public-address";
import { cliHarness } from "../../test/cli";
import { createInvoice, markSent, ownerWithClient } from "../../test/owner";

/** Each queued email's text and template data (the pay and PDF links of its button), as one string. */
const outboxBodies = (t: ReturnType<typeof makeTestApp>) =>
  (
    t.db.$client.prepare("select body, template_data as data from email_outbox order by created_at").all() as {
      body: string;
      data: string | null;
    }[]
  ).map((r) => `${r.body}\n${r.data ?? ""}`);

describe("PUT /api/instance/public-address", () => {
  it("names the field of a bad address or choice with a 400 and writes nothing", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    for (const publicUrl of [
      "books.example.com",
      "ftp://books.example.com",
      "https://books.example.com/microteam",
      "https://books.example.com/?x=1",
      "https://books.example.com/#pay",
      "https://olive:secret@books.example.com",
      "",
      42,
    ]) {
      const res = await t.call("PUT", "/api/instance/public-address", { cookie: owner.cookie, body: { publicUrl } });
      expect(res.status, String(publicUrl)).toBe(400);
      expect(res.json.code).toBe("VALIDATION");
      expect(Object.keys(res.json.fields)).toEqual(["publicUrl"]);
    }
    const bad = await t.call("PUT", "/api/instance/public-address", {
      cookie: owner.cookie,
      body: { runLocally: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(["runLocally"]);
    const read = await t.call("GET", "/api/instance/public-address", { cookie: owner.cookie });
    expect(read.json).toMatchObject({ publicUrl: "http://microteam.test", source: "process", canChange: true });
  });

  it("saves the address without a trailing slash, for the first account only", async () => {
    const t = makeTestApp();
    const first = await t.signUp();
    const second = await t.signUp();
    const saved = await t.call("PUT", "/api/instance/public-address", {
      cookie: first.cookie,
      body: { publicUrl: " https://Books.Example.com:8443/ " },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      publicUrl: "https://books.example.com:8443",
      source: "settings",
      runLocally: false,
      loopback: false,
      clientEmails: "ready",
      canChange: true,
    });
    const refused = await t.call("PUT", "/api/instance/public-address", {
      cookie: second.cookie,
      body: { publicUrl: "https://evil.example" },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/first account/);
    const seen = await t.call("GET", "/api/instance/public-address", { cookie: second.cookie });
    expect(seen.json).toMatchObject({ publicUrl: "https://books.example.com:8443", canChange: false });
  });
});

/** The saved row as the database holds it, or undefined. */
const savedRow = (t: ReturnType<typeof makeTestApp>) =>
  t.db.$client
    .prepare(
      "select public_url as url, public_url_source as source, run_locally as runLocally from instance_settings where id = 1",
    )
    .get() as { url: string; source: string; runLocally: number } | undefined;

describe("the server's start", () => {
  const LOCAL = "http://localhost:5000";
  const starter =
    (t: ReturnType<typeof makeTestApp>) =>
    (explicit: string | undefined, fallback = LOCAL) =>
      settlePublicAddress(t.services, { explicit, fallback });

  it("nothing saved: PUBLIC_URL is saved, or the default; an explicit loopback is the choice to run locally on this first start only", () => {
    const a = makeTestApp();
    expect(starter(a)("https://books.example.com/")).toMatchObject({
      address: { url: "https://books.example.com", source: "env", runLocally: false },
      changedFrom: null,
      notUsed: null,
    });
    const b = makeTestApp();
    expect(starter(b)(undefined).address).toMatchObject({
      url: LOCAL,
      source: "default",
      loopback: true,
      runLocally: false,
    });
    // The default follows the port while nothing else was saved.
    expect(starter(b)(undefined, "http://localhost:5187").address.url).toBe("http://localhost:5187");
    // Not the first start: an explicit loopback PUBLIC_URL moves the address but does not choose to run locally.
    expect(starter(b)("http://127.0.0.1:5187").address).toMatchObject({
      url: "http://127.0.0.1:5187",
      source: "env",
      runLocally: false,
    });
    const c = makeTestApp();
    expect(starter(c)("http://127.0.0.1:5000").address).toMatchObject({
      url: "http://127.0.0.1:5000",
      source: "env",
      loopback: true,
      runLocally: true,
    });
    expect(() => starter(c)("books.example.com")).toThrow(/^PUBLIC_URL: .*\(got "books\.example\.com"\)/);
  });

  it("saved from the environment: the same again changes nothing; public over public is applied and logged", () => {
    const log = capturingLogger();
    const t = makeTestApp({ log });
    const start = starter(t);
    start("https://books.example.com");
    expect(start("https://books.example.com")).toMatchObject({ changedFrom: null, notUsed: null });
    expect(start(undefined).address.url).toBe("https://books.example.com");
    expect(start("https://ledger.example.com")).toMatchObject({
      address: { url: "https://ledger.example.com", source: "env", runLocally: false },
      changedFrom: "https://books.example.com",
      notUsed: null,
    });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        audit: "public_address.changed",
        by: "PUBLIC_URL",
        publicUrl: "https://ledger.example.com",
        previous: "https://books.example.com",
      }),
    );
    expect(publicAddressLines(start("https://pay.example.com")).join("\n")).toContain(
      "public:   https://pay.example.com (was https://ledger.example.com; PUBLIC_URL)",
    );
  });

  it("loopback or private over public is not applied, and says so; public over loopback is applied and turns Run locally off", () => {
    const t = makeTestApp();
    const start = starter(t);
    start("https://books.example.com");
    for (const other of ["http://localhost:6101", "http://192.168.1.10:5000"]) {
      const second = start(other);
      expect(second).toMatchObject({
        address: { url: "https://books.example.com", runLocally: false },
        changedFrom: null,
      });
      expect(second.notUsed).toBe(
        `PUBLIC_URL=${other} not used: it points at this computer or a private network, and the saved public address https://books.example.com is one clients can open (change it in Settings → Profile → Public address)`,
      );
      expect(publicAddressLines(second)).toContain(`            ${second.notUsed}`);
    }

    const local = makeTestApp();
    starter(local)("http://localhost:5000");
    expect(savedRow(local)).toMatchObject({ runLocally: 1 });
    // Loopback over loopback: the port moves, the choice stays as it was.
    expect(starter(local)("http://localhost:5001").address).toMatchObject({
      url: "http://localhost:5001",
      runLocally: true,
    });
    expect(starter(local)("https://books.example.com")).toMatchObject({
      address: { url: "https://books.example.com", runLocally: false },
      changedFrom: "http://localhost:5001",
    });
    expect(savedRow(local)).toMatchObject({ runLocally: 0 });
    // Back to loopback is now refused: the public address stays.
    expect(starter(local)("http://localhost:5000").address.url).toBe("https://books.example.com");
  });

  it("saved from Settings: no PUBLIC_URL replaces it, and the start-up lines say why", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const start = starter(t);
    start("https://books.example.com");
    await t.call("PUT", "/api/instance/public-address", {
      cookie: owner.cookie,
      body: { publicUrl: "https://invoices.olive.example" },
    });
    for (const other of [
      "https://books.example.com",
      "https://ledger.example.com",
      "http://localhost:6101",
      undefined,
    ]) {
      const settled = start(other);
      expect(settled.address, String(other)).toMatchObject({
        url: "https://invoices.olive.example",
        source: "settings",
      });
      expect(settled.changedFrom).toBeNull();
      expect(settled.notUsed).toBe(
        other
          ? `PUBLIC_URL=${other} not used: the public address was set in Settings to https://invoices.olive.example (change it there: Settings → Profile → Public address)`
          : null,
      );
    }
    const lines = publicAddressLines(start("https://ledger.example.com"));
    expect(lines[0]).toBe("  public:   https://invoices.olive.example (set in Settings)");
    expect(lines[1]).toContain(
      "PUBLIC_URL=https://ledger.example.com not used: the public address was set in Settings",
    );
  });

  it("env A, Settings B, a second server with loopback C, production again with A: B stays, Run locally off, an invoice carries B", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    const start = starter(t);
    start("https://books.example.com");
    await t.call("PUT", "/api/instance/public-address", {
      cookie: owner.cookie,
      body: { publicUrl: "https://invoices.olive.example", runLocally: false },
    });
    expect(start("http://localhost:6101", "http://localhost:6101").notUsed).toMatch(/not used/);
    expect(start("https://books.example.com").address.url).toBe("https://invoices.olive.example");
    const view = await t.call("GET", "/api/instance/public-address", { cookie: owner.cookie });
    expect(view.json).toMatchObject({
      publicUrl: "https://invoices.olive.example",
      source: "settings",
      runLocally: false,
      clientEmails: "ready",
    });
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    const sent = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id },
    });
    expect(sent.status).toBe(202);
    const [email] = outboxBodies(t);
    expect(email).toContain(`https://invoices.olive.example/pay/${invoice.publicPath.split("/").pop()}`);
    expect(email).not.toMatch(/localhost|books\.example\.com/);
  });
});

describe("Run locally in Settings", () => {
  it("is never implied: a loopback address saved without runLocally: true holds client emails; a public address turns it off", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    const put = (body: Record<string, unknown>) =>
      t.call("PUT", "/api/instance/public-address", { cookie: owner.cookie, body });
    // A stale choice from before (run_locally on a public address) is not carried to a new loopback address.
    settlePublicAddress(t.services, { explicit: "https://books.example.com", fallback: "" });
    t.db.$client.prepare("update instance_settings set run_locally = 1").run();
    expect((await put({ publicUrl: "https://books.example.com" })).json).toMatchObject({ runLocally: false });
    expect((await put({ publicUrl: "http://localhost:6100" })).json).toMatchObject({
      runLocally: false,
      clientEmails: "held",
    });
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    const refused = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id },
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.json.fields)).toEqual(["publicUrl"]);

    expect((await put({ publicUrl: "http://localhost:6100", runLocally: true })).json).toMatchObject({
      clientEmails: "local",
    });
    // The same address again keeps the choice; another address without it drops it.
    expect((await put({ publicUrl: "http://localhost:6100" })).json).toMatchObject({ runLocally: true });
    expect((await put({ publicUrl: "http://localhost:6200" })).json).toMatchObject({ runLocally: false });
    expect((await put({ publicUrl: "https://books.example.com", runLocally: true })).json).toMatchObject({
      runLocally: false,
      clientEmails: "ready",
    });
    expect(savedRow(t)).toMatchObject({ runLocally: 0 });
  });
});

describe("a terminal's PUBLIC_URL", () => {
  /** A terminal's services: PUBLIC_URL set in its environment, nothing saved by any process yet. */
  const terminalWith = (t: ReturnType<typeof makeTestApp>, url: string) => {
    t.services.settings.publicUrl = url;
    t.services.settings.publicUrlFromEnv = url;
  };

  it("is never saved by `microteam status` or a dry run; the first client email saves it, and after that it is only reported", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    const cli = cliHarness(t, owner.user.id);
    terminalWith(t, "https://tina.example.com");
    expect((await cli.run(["status"])).stdout).toContain("Address:  https://tina.example.com (client links)");
    const overdue = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-01" });
    markSent(t, overdue.id);
    runReminderJob(t.services, { dryRun: true });
    // The terminal's own app (as cli/api/local.ts builds it) reads the address without saving it.
    const terminal = createApp({ services: t.services, config: loadConfig({}), actAs: owner.user.id });
    expect((await (await terminal.request("/api/instance/public-address")).json()).publicUrl).toBe(
      "https://tina.example.com",
    );
    expect(savedRow(t)).toBeUndefined();

    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    const sent = await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(savedRow(t)).toEqual({ url: "https://tina.example.com", source: "env", runLocally: 0 });

    terminalWith(t, "https://other.example.com");
    vi.stubEnv("PUBLIC_URL", "https://other.example.com");
    const later = (await cli.run(["status"])).stdout;
    vi.unstubAllEnvs();
    expect(later).toContain("Address:  https://tina.example.com (client links)");
    expect(later).toContain("PUBLIC_URL=https://other.example.com in this terminal is not used");
    expect(savedRow(t)?.url).toBe("https://tina.example.com");
  });

  it("an automatic reminder run saves it too, when nothing is saved", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    terminalWith(t, "https://tina.example.com");
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-15" });
    markSent(t, invoice.id);
    expect(runReminderJob(t.services).reminders).toEqual([expect.objectContaining({ status: "queued" })]);
    expect(savedRow(t)?.url).toBe("https://tina.example.com");
    expect(outboxBodies(t)[0]).toContain("https://tina.example.com/pay/");
  });

  it("status with nothing saved and no PUBLIC_URL says emails are held, and saves nothing", async () => {
    const held = makeTestApp();
    settlePublicAddress(held.services, { explicit: undefined, fallback: "http://localhost:5000" });
    const heldOwner = await ownerWithClient(held);
    const out = (await cliHarness(held, heldOwner.user.id).run(["status"])).stdout;
    expect(out).toContain("Warning:  client emails are held: http://localhost:5000 points at this computer");
    expect(out).toContain("PUBLIC_URL=https://your.address");
  });
});

describe("which addresses clients cannot open", () => {
  it("counts this computer and private networks, and nothing public", () => {
    for (const url of [
      "http://localhost:5000",
      "http://app.localhost",
      "http://localhost.localdomain",
      "http://127.0.0.1",
      "http://[::1]:5000",
      "http://10.0.0.5:8080",
      "http://172.20.1.2",
      "http://192.168.1.10",
      "http://169.254.0.9",
      "http://[fd12:3456::1]",
      "http://[fe80::1]",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      "https://books.example.com",
      "http://172.32.0.1",
      "http://8.8.8.8",
      "http://[2001:db8::1]",
      "https://fcbarcelona.com",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe("a client email with an address on this computer", () => {
  it("is refused (409 naming publicUrl) until the owner chooses to run locally; then it goes, and the terminal says so", async () => {
    const t = makeTestApp();
    settlePublicAddress(t.services, { explicit: undefined, fallback: "http://localhost:5000" });
    const owner = await ownerWithClient(t);
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id });
    const refused = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.fields.publicUrl).toMatch(/http:\/\/localhost:5000 points at this computer/);
    expect(refused.json.message).toMatch(/Settings → Profile → Public address/);
    expect(outboxBodies(t)).toEqual([]);

    const cli = cliHarness(t, owner.user.id);
    const held = await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    expect(held.exitCode).toBe(1);
    expect(held.stderr).toMatch(/points at this computer/);

    const chosen = await t.call("PUT", "/api/instance/public-address", {
      cookie: owner.cookie,
      body: { runLocally: true },
    });
    expect(chosen.json).toMatchObject({ clientEmails: "local", source: "default" });
    const sent = await cli.run(["invoice", "send", invoice.invoiceNumber, "--yes"]);
    expect(sent.exitCode).toBe(0);
    expect(sent.stderr).toContain("Note: the links in this email point at http://localhost:5000, on this computer");
    expect(outboxBodies(t)[0]).toContain(`http://localhost:5000/pay/${invoice.publicPath.split("/").pop()}`);
  });

  it("keeps automatic reminders waiting, with the reason, and never for a reachable address", async () => {
    const t = makeTestApp();
    settlePublicAddress(t.services, { explicit: undefined, fallback: "http://localhost:5000" });
    const owner = await ownerWithClient(t);
    const invoice = await createInvoice(t, owner.cookie, { clientId: owner.client.id, dueDate: "2026-11-15" });
    markSent(t, invoice.id);
    const run = runReminderJob(t.services);
    expect(run.reminders).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        status: "deferred",
        reason: expect.stringMatching(/points at this computer/),
      }),
    ]);
    expect(outboxBodies(t)).toEqual([]);
    await t.call("PUT", "/api/instance/public-address", {
      cookie: owner.cookie,
      body: { publicUrl: "https://books.example.com" },
    });
    expect(runReminderJob(t.services).reminders).toEqual([expect.objectContaining({ status: "queued" })]);
    expect(outboxBodies(t)[0]).toContain("https://books.example.com/pay/");
  });
});
