// The public address (docs/decisions/321-one-public-address.md): Settings' route, its validation and who
// may change it; the server's start rule; the loopback rule for client emails, manual and automatic.
import { describe, expect, it } from "vitest";
import { adoptPublicUrlIfUnset, isLoopbackUrl, settlePublicAddress } from "@core/instance";
import { runReminderJob } from "@core/reminders";
import { makeTestApp } from "../../test/app";
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

describe("the server's start", () => {
  it("saves PUBLIC_URL first; the same one again keeps Settings' change; a new one wins; the default follows the port", () => {
    const t = makeTestApp();
    const start = (explicit: string | undefined, fallback = explicit ?? "http://localhost:5000") =>
      settlePublicAddress(t.services, { explicit, fallback });
    expect(start("https://books.example.com/").address).toMatchObject({
      url: "https://books.example.com",
      source: "env",
    });
    t.db.$client
      .prepare("update instance_settings set public_url = 'https://pay.example.com', public_url_source = 'settings'")
      .run();
    expect(start("https://books.example.com").address.url).toBe("https://pay.example.com");
    expect(start(undefined).address.url).toBe("https://pay.example.com");
    const moved = start("https://ledger.example.com");
    expect(moved).toMatchObject({
      address: { url: "https://ledger.example.com" },
      changedFrom: "https://pay.example.com",
    });
    expect(() => start("books.example.com")).toThrow(/^PUBLIC_URL: .*\(got "books\.example\.com"\)/);

    const local = makeTestApp();
    expect(
      settlePublicAddress(local.services, { explicit: undefined, fallback: "http://localhost:5000" }).address,
    ).toMatchObject({ url: "http://localhost:5000", source: "default", loopback: true, runLocally: false });
    expect(
      settlePublicAddress(local.services, { explicit: undefined, fallback: "http://localhost:5187" }).address.url,
    ).toBe("http://localhost:5187");
    // An explicit address on this computer is the operator's choice to run locally.
    expect(
      settlePublicAddress(local.services, { explicit: "http://127.0.0.1:5000", fallback: "" }).address,
    ).toMatchObject({ url: "http://127.0.0.1:5000", source: "env", loopback: true, runLocally: true });
  });
});

describe("a terminal's start", () => {
  it("saves its PUBLIC_URL only while no address is saved; status shows the address and says when emails are held", async () => {
    const t = makeTestApp();
    const owner = await ownerWithClient(t);
    const cli = cliHarness(t, owner.user.id);
    adoptPublicUrlIfUnset(t.services, "https://tina.example.com/");
    adoptPublicUrlIfUnset(t.services, "https://other.example.com");
    expect((await t.call("GET", "/api/instance/public-address", { cookie: owner.cookie })).json).toMatchObject({
      publicUrl: "https://tina.example.com",
      source: "env",
      clientEmails: "ready",
    });
    expect((await cli.run(["status"])).stdout).toContain("Address:  https://tina.example.com (client links)");

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
