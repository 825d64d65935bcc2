// qa15 leftover (decision 298): the same contact form sent twice (a double click, a refresh) is one
// lead, one notification and one webhook; the second answer is the first's.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { leads, notifications, webhookDeliveries } from "@core/db";
import { makeTestApp } from "../../test/app";
import { ownerWithLinkedPost } from "../../test/leads-owner";

/** The lead tests' owner, with a webhook endpoint listening for new leads. */
async function ownerWithLink(t: ReturnType<typeof makeTestApp>) {
  const owner = await ownerWithLinkedPost(t, "Book a call: {link}");
  const hook = await t.call("POST", "/api/webhooks/endpoints", {
    cookie: owner.cookie,
    body: { url: "http://127.0.0.1:9/hooks", events: ["lead.created"] },
  });
  expect(hook.status).toBe(201);
  return owner;
}

describe("the same contact form sent twice", () => {
  it("makes one lead, one notification and one webhook, and answers the second as the first", async () => {
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 3 },
      },
    });
    const { user, codes } = await ownerWithLink(t);
    const form = { name: "Jamie Lee", email: "jamie@example.org", message: "Can you help with my books?" };
    const first = await t.call("POST", `/api/public/contact/${codes.linkedin}`, { body: form });
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const again = await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { ...form, email: "Jamie@Example.org " },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    const mine = (table: typeof leads | typeof notifications) =>
      t.db.select().from(table).where(eq(table.userId, user.id)).all();
    expect(mine(leads)).toHaveLength(1);
    expect(
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, "lead_received")))
        .all(),
    ).toHaveLength(1);
    expect(t.db.select().from(webhookDeliveries).all()).toHaveLength(1);

    // Another message, another link, or the same one after the window: new leads.
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, { body: { ...form, message: "And my taxes?" } });
    await t.call("POST", `/api/public/contact/${codes.twitter}`, { body: form });
    t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, { body: form });
    expect(mine(leads)).toHaveLength(4);
  });
});
