import { describe, expect, it } from "vitest";
import { events } from "@core/db";
import { business, DAY } from "../../test/focus-owner";

describe("notifications", () => {
  it("lists overdue invoices, today's posts, new clients and the weekly report; reading clears the count", async () => {
    const { t, owner } = await business();
    t.db
      .insert(events)
      .values({
        userId: owner.user.id,
        type: "content_post",
        title: "Morning post",
        status: "scheduled",
        startDate: new Date("2026-11-21T15:00:00Z"),
      })
      .run();
    t.clock.set(new Date(Date.parse("2026-11-21T09:00:00Z") + 2 * DAY)); // Monday 23rd: a weekly report is due
    const res = await t.call("GET", "/api/notifications", { cookie: owner.cookie });
    const types = res.json.items.map((i: { type: string }) => i.type);
    expect(types).toEqual(expect.arrayContaining(["overdue_invoice", "new_client", "weekly_report"]));
    const weekly = res.json.items.find((i: { type: string }) => i.type === "weekly_report");
    expect(weekly.description).toBe("Last week: $500 collected from 1 invoice, 0 tasks done, 0 posts published.");
    expect(res.json.unreadCount).toBe(res.json.items.length);
    await t.call("POST", "/api/notifications/read", { cookie: owner.cookie });
    expect((await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.unreadCount).toBe(0);
  });

  it("brings the weekly report on Monday at 8:00, not earlier, so reading early on a Monday clears the count", async () => {
    const { t, owner } = await business();
    t.clock.set(new Date("2026-11-30T06:30:00Z")); // Monday, before 8:00: last Monday's report is the latest
    const early = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json;
    const reports = early.items.filter((i: { type: string }) => i.type === "weekly_report");
    expect(reports.map((i: { id: string }) => i.id)).toEqual(["weekly:2026-11-23"]);
    await t.call("POST", "/api/notifications/read", { cookie: owner.cookie });
    expect((await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json.unreadCount).toBe(0);
    t.clock.set(new Date("2026-11-30T08:30:00Z"));
    const later = (await t.call("GET", "/api/notifications", { cookie: owner.cookie })).json;
    expect(later.items.find((i: { type: string }) => i.type === "weekly_report")).toMatchObject({ unread: true });
  });

  it("lists a post scheduled today", async () => {
    const { t, owner } = await business();
    t.db
      .insert(events)
      .values({
        userId: owner.user.id,
        type: "content_post",
        title: "Morning post",
        status: "scheduled",
        startDate: new Date("2026-11-21T15:00:00Z"),
      })
      .run();
    const res = await t.call("GET", "/api/notifications", { cookie: owner.cookie });
    expect(res.json.items.find((i: { type: string }) => i.type === "post_scheduled")).toMatchObject({
      title: "Post scheduled today",
      description: "Morning post at 3:00 PM",
    });
  });
});
