import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, users } from "@core/db";
import { STARTER_SCHEDULED_LIMIT, LOCK_MESSAGES } from "@core/creator";
import { makeTestApp } from "../../test/app";

// TEST_NOW is 2026-11-21T09:00Z; the owners here live in Paris (UTC+1 in November).
async function owner(t: ReturnType<typeof makeTestApp>) {
  const o = await t.signUp();
  t.db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, o.user.id)).run();
  return o;
}

const post = {
  title: "Launch",
  content: "We are launching our new workshop series next week.",
  platform: "linkedin",
  scheduledFor: "2026-11-25",
  scheduledTime: "09:30",
};

describe("POST /api/events", () => {
  it("schedules a post at the owner's local time, as an instant, and reads it back", async () => {
    const t = makeTestApp();
    const { cookie, user } = await owner(t);
    const res = await t.call("POST", "/api/events", { cookie, body: post });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      type: "content_post",
      title: "Launch",
      description: post.content,
      status: "scheduled",
      startDate: "2026-11-25T08:30:00.000Z",
      scheduledDate: "2026-11-25",
      scheduledTime: "09:30",
      timeZone: "Europe/Paris",
      platforms: ["linkedin"],
      metadata: { platforms: ["linkedin"] },
      editable: true,
      lockedReason: null,
      userId: user.id,
    });
    const list = await t.call("GET", "/api/events", { cookie });
    expect(list.json.map((p: { id: string }) => p.id)).toEqual([res.json.id]);
    expect(list.headers.get("x-total-count")).toBe("1");
  });

  it("defaults the time to 09:00 and reads an ISO scheduledFor as the owner's day", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const plain = await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledTime: undefined } });
    expect(plain.json.scheduledTime).toBe("09:00");
    // Local midnight in Paris, as a browser there sends `date.toISOString()`.
    const iso = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, scheduledFor: "2026-11-25T23:00:00.000Z", scheduledTime: "10:00" },
    });
    expect(iso.json).toMatchObject({
      scheduledDate: "2026-11-26",
      scheduledTime: "10:00",
      startDate: "2026-11-26T09:00:00.000Z",
    });
  });

  it("answers missing fields with the dialog's message and each field, storing nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.call("POST", "/api/events", { cookie, body: { content: " ", platform: "myspace" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please add content, choose platforms, and set schedule time");
    expect(Object.keys(res.json.fields).sort()).toEqual(["content", "platforms.0", "scheduledFor"]);
    expect(t.db.select().from(events).all()).toHaveLength(0);
  });

  it("refuses a day before today and a time already passed, in the owner's zone", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const yesterday = await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor: "2026-11-20" } });
    expect(yesterday.status).toBe(400);
    expect(yesterday.json.fields).toEqual({ scheduledFor: "Choose today or a later date" });
    // 09:00Z is 10:00 in Paris: 09:30 today has passed there.
    const earlier = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, scheduledFor: "2026-11-21", scheduledTime: "09:30" },
    });
    expect(earlier.json.fields).toEqual({ scheduledTime: "Choose a time later than now" });
    const later = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, scheduledFor: "2026-11-21", scheduledTime: "10:30" },
    });
    expect(later.status).toBe(201);
  });

  it("refuses a post a platform would refuse, naming the platform and why", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const long = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platform: ["twitter", "linkedin"], content: "é".repeat(281) },
    });
    expect(long.status).toBe(400);
    expect(long.json.fields).toEqual({
      "platforms.twitter": "X takes 280 (X's weighted count); this is 281: shorten it by 1",
    });
    // X counts an emoji as 2: 140 of them are 280 and fit.
    const emoji = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platform: "twitter", content: "😀".repeat(140) },
    });
    expect(emoji.status).toBe(201);
    const insta = await t.call("POST", "/api/events", { cookie, body: { ...post, platform: "Instagram" } });
    expect(insta.json.fields).toEqual({
      "platforms.instagram": "Instagram needs an image: add one, or leave Instagram out",
    });
    const tags = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platform: "linkedin", content: Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" ") },
    });
    expect(tags.status).toBe(201);
    // Instagram takes at most 5 hashtags in a caption (since December 2025, docs/platforms.md): a 400
    // naming the limit, whatever else is wrong.
    const sixTags = Array.from({ length: 6 }, (_, i) => `#tag${i}`).join(" ");
    const insta6 = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platform: "instagram", content: sixTags },
    });
    expect(insta6.status).toBe(400);
    expect(insta6.json.fields["platforms.instagram"]).toContain(
      "Instagram takes at most 5 hashtags; this has 6: remove 1",
    );
  });

  it("keeps a Starter owner to the documented number of scheduled posts; Pro and trial are unlimited", async () => {
    const t = makeTestApp();
    const { cookie, user } = await owner(t);
    t.db
      .update(users)
      .set({ subscriptionTier: "starter", subscriptionStatus: "active" })
      .where(eq(users.id, user.id))
      .run();
    for (let i = 0; i < STARTER_SCHEDULED_LIMIT; i++) {
      expect(
        (await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledTime: `1${i}:00` } })).status,
      ).toBe(201);
    }
    const over = await t.call("POST", "/api/events", { cookie, body: post });
    expect(over.status).toBe(403);
    expect(over.json.message).toContain(
      `Your Starter plan keeps up to ${STARTER_SCHEDULED_LIMIT} posts scheduled at a time`,
    );
    expect(over.json.details).toMatchObject({ limit: STARTER_SCHEDULED_LIMIT, upgradeHref: "/checkout?tier=pro" });
    expect((await t.call("GET", "/api/posts/plan", { cookie })).json).toMatchObject({ unlimited: false, remaining: 0 });
    t.db.update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, user.id)).run();
    expect((await t.call("POST", "/api/events", { cookie, body: post })).status).toBe(201);
  });
});

describe("edit and delete rules (spec 001 §4)", () => {
  it("edits a future scheduled post with the spec's payload, and refuses blanks", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const { id } = (await t.call("POST", "/api/events", { cookie, body: post })).json;
    const edited = await t.call("PUT", `/api/events/${id}`, {
      cookie,
      body: {
        title: "Launch day",
        description: "Doors open at noon.",
        startDate: "2026-11-26T11:00:00.000Z",
        metadata: JSON.stringify({ platforms: ["facebook", "twitter"] }),
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      title: "Launch day",
      description: "Doors open at noon.",
      platforms: ["facebook", "twitter"],
      scheduledDate: "2026-11-26",
      scheduledTime: "12:00",
    });
    const blank = await t.call("PUT", `/api/events/${id}`, { cookie, body: { description: "", platforms: [] } });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Please fill in all required fields");
  });

  it("answers the three messages for published, failed and past posts, and changes nothing", async () => {
    const t = makeTestApp();
    const { cookie, user } = await owner(t);
    const make = (o: Partial<typeof events.$inferInsert>) =>
      t.db
        .insert(events)
        .values({
          userId: user.id,
          type: "content_post",
          title: "P",
          description: "x",
          metadata: { platforms: ["linkedin"] },
          ...o,
        })
        .returning()
        .get();
    const published = make({ status: "published", startDate: new Date("2026-11-20T09:00:00Z") });
    const failed = make({ status: "failed", startDate: new Date("2026-11-20T09:00:00Z") });
    const past = make({ status: "scheduled", startDate: new Date("2026-11-21T08:00:00Z") });
    for (const [row, message] of [
      [published, LOCK_MESSAGES.published],
      [failed, LOCK_MESSAGES.failed],
      [past, LOCK_MESSAGES.past],
    ] as const) {
      const put = await t.call("PUT", `/api/events/${row.id}`, { cookie, body: { description: "changed" } });
      expect(put.status).toBe(409);
      expect(put.json.message).toBe(message);
      const del = await t.call("DELETE", `/api/events/${row.id}`, { cookie });
      expect(del.json.message).toBe(message);
      const view = (await t.call("GET", `/api/events/${row.id}`, { cookie })).json;
      expect(view).toMatchObject({ editable: false, deletable: false, lockedReason: message, description: "x" });
    }
  });

  it("deletes a future post after confirmation on the client, and 404s another owner's", async () => {
    const t = makeTestApp();
    const a = await owner(t);
    const b = await owner(t);
    const { id } = (await t.call("POST", "/api/events", { cookie: a.cookie, body: post })).json;
    for (const [method, body] of [["GET"], ["PUT", { description: "mine now" }], ["DELETE"]] as const) {
      const res = await t.call(method, `/api/events/${id}`, { cookie: b.cookie, body });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Post not found" });
    }
    expect((await t.call("DELETE", `/api/events/${id}`, { cookie: a.cookie })).json).toEqual({ success: true });
    expect(t.db.select().from(events).all()).toHaveLength(0);
  });
});

describe("the calendar", () => {
  it("lists newest date first with paging headers, filters one day, and marks days by state", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    for (const day of ["2026-11-23", "2026-11-30", "2026-11-25"]) {
      await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor: day } });
    }
    const page = await t.call("GET", "/api/events?limit=2", { cookie });
    expect(page.json.map((p: { scheduledDate: string }) => p.scheduledDate)).toEqual(["2026-11-30", "2026-11-25"]);
    expect(page.headers.get("x-total-count")).toBe("3");
    const next = /<([^>]+)>/.exec(page.headers.get("link")!)![1];
    expect((await t.call("GET", next, { cookie })).json.map((p: { scheduledDate: string }) => p.scheduledDate)).toEqual(
      ["2026-11-23"],
    );
    const day = await t.call("GET", "/api/events?from=2026-11-25&to=2026-11-25", { cookie });
    expect(day.json.map((p: { scheduledDate: string }) => p.scheduledDate)).toEqual(["2026-11-25"]);
    const marks = await t.call("GET", "/api/events/calendar?month=2026-11", { cookie });
    expect(marks.json.days.map((d: { date: string; scheduled: number }) => [d.date, d.scheduled])).toEqual([
      ["2026-11-23", 1],
      ["2026-11-25", 1],
      ["2026-11-30", 1],
    ]);
    // November is drawn to Saturday 5 December: a post that day is marked in its last row, the 6th is not.
    for (const day of ["2026-12-05", "2026-12-06"]) {
      await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor: day } });
    }
    const grid = await t.call("GET", "/api/events/calendar?month=2026-11", { cookie });
    expect(grid.json.days.map((d: { date: string }) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-30",
      "2026-12-05",
    ]);
    expect((await t.call("GET", "/api/events/calendar?month=nope", { cookie })).json.fields).toEqual({
      month: "Month must be YYYY-MM",
    });
  });
});

describe("CSV", () => {
  it("imports posts, or nothing with errors by line; exports the calendar", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const bad = [
      "text,platforms,date,time",
      "Hello LinkedIn,linkedin,2026-11-24,09:00",
      ",twitter,2026-11-24,10:00",
      "Old news,facebook,2026-01-01,09:00",
      "Fine,myspace,2026-11-24,09:00",
    ].join("\n");
    const refused = await t.call("POST", "/api/events/import", {
      cookie,
      body: bad,
      headers: { "content-type": "text/csv" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toMatchObject({
      "line 3: text": "Content is required",
      "line 4: date": "Choose today or a later date",
    });
    expect(Object.keys(refused.json.fields).some((k) => k.startsWith("line 5:"))).toBe(true);
    expect(t.db.select().from(events).all()).toHaveLength(0);

    const good = [
      "text,platforms,date,time,title",
      '"Tips, part 1",linkedin;twitter,2026-11-24,08:15,Tips',
      "=cmd,facebook,2026-11-24,",
    ].join("\n");
    const imported = await t.call("POST", "/api/events/import", { cookie, body: { csv: good } });
    expect(imported.status).toBe(201);
    expect(imported.json).toMatchObject({ imported: 2, message: "2 posts scheduled" });
    const csv = await t.call("GET", "/api/events/export", { cookie });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text.split("\n").slice(0, 3)).toEqual([
      "title,text,platforms,date,time,status,approval,links",
      'Tips,"Tips, part 1",linkedin;twitter,2026-11-24,08:15,scheduled,,',
      "'=cmd,'=cmd,facebook,2026-11-24,09:00,scheduled,,",
    ]);
  });
});
