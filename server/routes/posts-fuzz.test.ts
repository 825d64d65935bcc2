import { describe, expect, it } from "vitest";
import { events } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { connectedOwner, PNG, scheduleWithImage } from "../../test/social";

// Issue 11 "Bad input": every route of scheduling and publishing under 200 malformed bodies each,
// never a 5xx nor a 4xx without the envelope; another owner's ids answer 404 and reveal nothing.
describe("scheduling routes under malformed bodies", () => {
  it("answer every one with a 4xx envelope or a valid 2xx", async () => {
    const t = makeTestApp();
    const { cookie } = await connectedOwner(t);
    const post = (
      await t.call("POST", "/api/events", {
        cookie,
        body: { content: "Hello", platform: "linkedin", scheduledFor: "2026-11-30" },
      })
    ).json;
    const link = (await t.call("POST", "/api/approvals/links", { cookie, body: { label: "Acme" } })).json;
    const token = link.path.split("/").pop();
    const routes: { method: string; path: string; example: Record<string, any>; cookie?: string }[] = [
      {
        method: "POST",
        path: "/api/events",
        example: {
          title: "T",
          content: "Hello",
          platform: "linkedin",
          scheduledFor: "2026-11-30",
          scheduledTime: "09:00",
          needsApproval: true,
        },
      },
      {
        method: "PUT",
        path: `/api/events/${post.id}`,
        example: {
          title: "T",
          description: "Hi",
          startDate: "2026-11-30T10:00:00Z",
          metadata: '{"platforms":["twitter"]}',
        },
      },
      {
        method: "POST",
        path: "/api/content/schedule-design",
        example: {
          designId: "d1",
          caption: "Hi",
          platforms: ["Instagram"],
          scheduledDate: "2026-11-30",
          scheduledTime: "09:00",
        },
      },
      {
        method: "POST",
        path: "/api/events/import",
        example: { csv: "text,platforms,date,time\nHi,linkedin,2026-11-30,09:00" },
      },
      {
        method: "POST",
        path: `/api/posts/${post.id}/mark-posted`,
        example: { platform: "linkedin", url: "https://x.test" },
      },
      { method: "POST", path: "/api/approvals/links", example: { label: "Acme" } },
      {
        method: "POST",
        path: `/api/public/approvals/${token}/posts/${post.id}`,
        example: { decision: "changes_requested", comment: "Shorter", name: "Ann" },
        cookie: undefined,
      },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { cookie, ...route });
      expect(result.tried, route.path).toBe(200);
      expect(result.serverErrors, route.path).toEqual([]);
      expect(result.badEnvelopes, route.path).toEqual([]);
    }
    for (const query of ["limit=abc", "sort=title", "status=lost", "from=2026-13-45x", "cursor=forged"]) {
      const res = await t.call("GET", `/api/events?${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe("VALIDATION");
    }
  }, 120_000);
});

describe("uploads", () => {
  it("refuses an empty, oversized, truncated or wrong-type file with a message, and stores nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await connectedOwner(t);
    const fields = { content: "Hello", platforms: ["instagram"], scheduledFor: "2026-11-30", scheduledTime: "09:00" };
    const cases: [Buffer, string][] = [
      [Buffer.alloc(0), "The file is empty"],
      [
        Buffer.concat([PNG.subarray(0, PNG.length - 12), Buffer.alloc(11 * 1024 * 1024)]),
        "The file is larger than 10 MB",
      ],
      [PNG.subarray(0, PNG.length - 10), "The image is incomplete (the file was cut short): upload it again"],
      [Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF"), "Only PNG or JPG images can be posted"],
      [Buffer.from("GIF89a....."), "Only PNG or JPG images can be posted"],
    ];
    for (const [bytes, message] of cases) {
      const res = await scheduleWithImage(t, cookie, fields, [bytes]);
      expect(res.status, message).toBe(400);
      expect(res.json.fields.design).toBe(message);
    }
    const missing = await scheduleWithImage(t, cookie, { ...fields, content: "" }, []);
    expect(missing.json.message).toBe("Please upload a file, add content, choose platforms, and set schedule time");
    expect(t.db.select().from(events).all()).toHaveLength(0);
    const fs = await import("node:fs");
    const uploads = t.services.settings.uploadsDir;
    expect(
      fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).includes(".")) : [],
    ).toEqual([]);
    const ok = await scheduleWithImage(t, cookie, fields);
    expect(ok.status).toBe(201);
    expect(ok.json.media).toHaveLength(1);
    const image = await t.call("GET", ok.json.media[0].url, { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("schedule-design answers the dialog's message, and an unknown design 404s", async () => {
    const t = makeTestApp();
    const { cookie } = await connectedOwner(t);
    const blank = await t.call("POST", "/api/content/schedule-design", { cookie, body: { caption: "" } });
    expect(blank.json.message).toBe("Please select a design, add caption, choose platforms, and set schedule time");
    const unknown = await t.call("POST", "/api/content/schedule-design", {
      cookie,
      body: {
        designId: "nope",
        caption: "Hi",
        platforms: ["LinkedIn"],
        scheduledDate: "2026-11-30",
        scheduledTime: "09:00",
      },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("security", () => {
  it("signed out is 401; another owner's post, image, draft and link reveal nothing", async () => {
    const t = makeTestApp();
    const a = await connectedOwner(t);
    const b = await connectedOwner(t);
    for (const [method, path] of [
      ["GET", "/api/events"],
      ["POST", "/api/events"],
      ["GET", "/api/posts/drafts"],
      ["GET", "/api/approvals/links"],
      ["POST", "/api/content/schedule-design"],
    ] as const) {
      expect((await t.call(method, path, { body: method === "POST" ? {} : undefined })).status, path).toBe(401);
    }
    const posted = await scheduleWithImage(t, a.cookie, {
      content: "Mine",
      platforms: ["linkedin"],
      scheduledFor: "2026-11-30",
      scheduledTime: "09:00",
    });
    const link = (await t.call("POST", "/api/approvals/links", { cookie: a.cookie, body: { label: "Acme" } })).json;
    for (const [method, path] of [
      ["GET", `/api/events/${posted.json.id}`],
      ["POST", `/api/posts/${posted.json.id}/mark-posted`],
      ["POST", `/api/posts/${posted.json.id}/retry`],
      ["POST", `/api/posts/drafts/${posted.json.id}/send`],
      ["GET", posted.json.media[0].url],
      ["DELETE", `/api/approvals/links/${link.id}`],
    ] as const) {
      const res = await t.call(method, path, { cookie: b.cookie });
      expect(res.status, path).toBe(404);
    }
    // A's link does not show B's posts, nor let anyone decide on them.
    const theirs = (
      await t.call("POST", "/api/events", {
        cookie: b.cookie,
        body: { content: "B's", platform: "linkedin", scheduledFor: "2026-11-30", needsApproval: true },
      })
    ).json;
    const token = link.path.split("/").pop();
    expect((await t.call("GET", `/api/public/approvals/${token}`)).json.posts).toEqual([]);
    expect(
      (await t.call("POST", `/api/public/approvals/${token}/posts/${theirs.id}`, { body: { decision: "approved" } }))
        .status,
    ).toBe(404);
  });
});
