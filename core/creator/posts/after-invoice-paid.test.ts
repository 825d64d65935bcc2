import { describe, expect, it } from "vitest";
import { asOwner } from "../../context";
import { emailOutbox, events } from "../../db/schema";
import { getPrioritizedTasks } from "../../focus/prioritized";
import { listNotifications } from "../../focus/bell";
import { makeTestApp } from "../../../test/app";
import { createInvoice, ownerWithClient } from "../../../test/owner";

describe("drafts when an invoice is paid", () => {
  it("writes a thank-you email and a case-study post as drafts, tells the owner, and sends nothing until asked", async () => {
    const t = makeTestApp();
    const { cookie, user, client } = await ownerWithClient(t, { name: "Jane Doe", email: "jane@doe.test" });
    const inv = await createInvoice(t, cookie, {
      clientId: client.id,
      description: "Brand workshop for the spring menu",
    });
    expect((await t.call("PUT", `/api/invoices/${inv.id}`, { cookie, body: { status: "paid" } })).status).toBe(200);

    const drafts = await t.call("GET", "/api/posts/drafts", { cookie });
    expect(drafts.json.map((d: { type: string }) => d.type).sort()).toEqual(["content_post", "email_draft"]);
    const email = drafts.json.find((d: { type: string }) => d.type === "email_draft");
    expect(email.title).toBe("Thank you, Jane");
    expect(email.description).toContain("Thank you for your payment for Brand workshop for the spring menu.");
    expect(email.description).toContain("two or three sentences");
    const post = drafts.json.find((d: { type: string }) => d.type === "content_post");
    expect(post.description).toContain("Just wrapped up brand workshop for the spring menu for a client.");
    expect(post.description).not.toContain("Jane");
    expect(post.status).toBe("draft");
    expect(
      t.db
        .select()
        .from(emailOutbox)
        .all()
        .filter((e) => e.kind === "nudge"),
    ).toHaveLength(0);

    const ctx = asOwner(t.services, user.id);
    expect(listNotifications({ ctx }).items.find((n) => n.type === "drafts_ready")?.title).toBe(
      "Say thanks to Jane Doe",
    );
    const moves = (await getPrioritizedTasks({ ctx, query: { limit: 200 } })).view.prioritizedTasks;
    expect(moves.filter((m) => m.id.startsWith("post:")).map((m) => m.title)).toEqual(
      expect.arrayContaining(['Send "Thank you, Jane": a thank-you and testimonial request']),
    );

    // Paid again (a second path) drafts nothing more.
    const { draftAfterInvoicePaid } = await import("./after-invoice-paid");
    draftAfterInvoicePaid(t.services, { userId: user.id, invoiceId: inv.id });
    expect(t.db.select().from(events).all()).toHaveLength(2);

    const sent = await t.call("POST", `/api/posts/drafts/${email.id}/send`, {
      cookie,
      body: { body: "Hi Jane,\n\nThank you!\n\n[Your Name]" },
    });
    expect(sent.status).toBe(202);
    const queued = t.db
      .select()
      .from(emailOutbox)
      .all()
      .find((e) => e.kind === "nudge")!;
    expect(queued).toMatchObject({
      toAddress: "jane@doe.test",
      subject: "Thank you, Jane",
      replyTo: expect.stringContaining("@"),
    });
    expect(queued.body).not.toContain("[Your Name]");
    expect((await t.call("POST", `/api/posts/drafts/${email.id}/send`, { cookie })).status).toBe(409);

    // The case study is scheduled by filling in its blanks and giving it a date.
    const content = String(post.description).replace(/\[[^\]]+\]/g, "our own words");
    const scheduled = await t.call("PUT", `/api/events/${post.id}`, {
      cookie,
      body: { content, scheduledFor: "2026-11-30", scheduledTime: "10:00" },
    });
    expect(scheduled.json).toMatchObject({ status: "scheduled", scheduledDate: "2026-11-30" });
  });
});
