import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients, emailOutbox } from "@core/db";
import { business } from "../../test/focus-owner";

describe("smart admin nudges", () => {
  it("emails the payment reminder for an invoice and refuses a paid one", async () => {
    const { t, owner, overdue, paid } = await business();
    const res = await t.call("POST", `/api/smart-admin/nudge-invoice/${overdue.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(202);
    expect(res.json.message).toBe(
      `Payment reminder for ${overdue.invoiceNumber} is on its way to Acme Ltd (billing@acme.test)`,
    );
    const mail = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "reminder")).get()!;
    expect(mail).toMatchObject({
      toAddress: "billing@acme.test",
      relatedId: overdue.id,
      subject: `Payment Reminder - Invoice ${overdue.invoiceNumber}`,
    });
    expect(mail.body).toContain("$2,400.00");
    expect(mail.body).toContain("9 days past due");
    expect(mail.body).not.toMatch(/\{\w+\}/);
    expect((await t.call("POST", `/api/smart-admin/nudge-invoice/${paid.id}`, { cookie: owner.cookie })).status).toBe(
      409,
    );
  });

  it("emails a follow-up to an idle client and records the contact", async () => {
    const { t, owner, idle } = await business();
    const res = await t.call("POST", `/api/smart-admin/nudge-client/${idle.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(202);
    expect(res.json.message).toBe("Follow-up to Jane Doe (jane@doe.test) is on its way");
    // Reaching out counts as contact at once: the idle alert goes before the email is even sent.
    expect(t.db.select().from(clients).where(eq(clients.id, idle.id)).get()!.lastContactDate).toEqual(
      new Date("2026-11-21T09:00:00Z"),
    );
    const dashboard = await t.call("GET", "/api/dashboard", { cookie: owner.cookie });
    expect(dashboard.json.suggestions.idleClients).toBe(0);
    await t.deliver();
    const history = await t.call("GET", `/api/clients/${idle.id}/communication-history`, { cookie: owner.cookie });
    expect(history.json[0]).toMatchObject({ type: "email_sent" });
  });

  it("answers 404 for unknown and foreign ids", async () => {
    const { t, overdue, idle } = await business();
    const stranger = await t.signUp();
    const before = t.db.select().from(emailOutbox).all().length;
    expect(
      (await t.call("POST", `/api/smart-admin/nudge-invoice/${overdue.id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await t.call("POST", `/api/smart-admin/nudge-client/${idle.id}`, { cookie: stranger.cookie })).status).toBe(
      404,
    );
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(before);
  });
});
