// The Creator's QA pass (issue 11): the cases an adversarial owner found, each answered in words
// instead of a 500, a stuck post or a half-written one. TEST_NOW is 2026-11-21T09:00Z.
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

const post = { content: "Our winter workshop opens next week.", platforms: ["linkedin"], scheduledFor: "2026-11-25", scheduledTime: "09:30" };

describe("far dates", () => {
  it("refuses a post more than 5 years ahead, naming the date", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    for (const scheduledFor of ["9999-12-31", "2031-11-22", "2099-01-01T10:00:00Z"]) {
      const res = await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor } });
      expect(res.status, scheduledFor).toBe(400);
      expect(res.json.fields).toEqual({ scheduledFor: "Choose a date within the next 5 years" });
    }
    const edge = await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor: "2031-11-21" } });
    expect(edge.status).toBe(201);
  });

  it("answers the calendar and the list with 400 for months and days no calendar holds, never 500", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    for (const month of ["9999-12", "0000-01", "1000-01"]) {
      const res = await t.call("GET", `/api/events/calendar?month=${month}`, { cookie });
      expect(res.status, month).toBe(400);
      expect(res.json.fields).toEqual({ month: "Month must be YYYY-MM" });
    }
    for (const [from, to] of [["9999-12-31", "9999-12-31"], ["0000-01-01", "0000-01-02"]]) {
      const res = await t.call("GET", `/api/events?from=${from}&to=${to}`, { cookie });
      expect(res.status, from).toBe(400);
      expect(Object.keys(res.json.fields)).toContain("from");
    }
  });
});

describe("posts that would otherwise be stuck", () => {
  it("lets the owner delete or move a post whose time passed while it waited for approval", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const body = { ...post, scheduledFor: "2026-11-21", scheduledTime: "10:00", needsApproval: true };
    const held = await t.call("POST", "/api/events", { cookie, body });
    const moved = await t.call("POST", "/api/events", { cookie, body });
    t.clock.set("2026-11-21T11:00:00Z");
    // Still held: the job does not release it, and it can change.
    const release = await t.call("POST", "/api/posts/publish-due", { cookie });
    expect(release.json.released).toBe(0);
    const view = await t.call("GET", `/api/events/${held.json.id}`, { cookie });
    expect(view.json).toMatchObject({ status: "scheduled", editable: true, deletable: true, lockedReason: null });
    const edit = await t.call("PUT", `/api/events/${moved.json.id}`, { cookie, body: { scheduledFor: "2026-11-23", scheduledTime: "09:00" } });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ scheduledDate: "2026-11-23", approval: { status: "pending" } });
    const gone = await t.call("DELETE", `/api/events/${held.json.id}`, { cookie });
    expect(gone.status).toBe(200);
    expect((await t.call("GET", `/api/events/${held.json.id}`, { cookie })).status).toBe(404);
  });

  it("keeps a past post that needs no approval locked, with the spec's message", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", { cookie, body: { ...post, scheduledFor: "2026-11-21", scheduledTime: "10:00" } });
    t.clock.set("2026-11-21T11:00:00Z");
    const res = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This post is scheduled in the past and cannot be edited");
  });

  it("lets the owner throw away a post ready to post by hand that went out nowhere", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", { cookie, body: { ...post, platforms: ["linkedin", "twitter"], scheduledFor: "2026-11-21", scheduledTime: "10:00" } });
    t.clock.set("2026-11-21T10:00:30Z");
    const release = await t.call("POST", "/api/posts/publish-due", { cookie });
    expect(release.json).toMatchObject({ released: 1, manual: 2 });
    const view = await t.call("GET", `/api/events/${created.json.id}`, { cookie });
    expect(view.json).toMatchObject({ status: "ready", editable: false, deletable: true });
    expect((await t.call("PUT", `/api/events/${created.json.id}`, { cookie, body: { content: "changed" } })).status).toBe(409);
    const gone = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(gone.status).toBe(200);
  });

  it("keeps a ready post once one platform was posted by hand", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", { cookie, body: { ...post, platforms: ["linkedin", "twitter"], scheduledFor: "2026-11-21", scheduledTime: "10:00" } });
    t.clock.set("2026-11-21T10:00:30Z");
    await t.call("POST", "/api/posts/publish-due", { cookie });
    const marked = await t.call("POST", `/api/posts/${created.json.id}/mark-posted`, { cookie, body: { platform: "linkedin" } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ status: "ready", deletable: false });
    const res = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(res.status).toBe(409);
  });
});
