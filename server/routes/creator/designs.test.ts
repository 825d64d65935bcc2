import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { designs, events, postMedia, users } from "@core/db";
import { makeTestApp } from "../../../test/app";
import { blankPng } from "../../../test/social";
import { gifBytes, jpegBytes, pdfBytes, pngBytes, wavBytes } from "../../../test/fixtures/media";

type T = ReturnType<typeof makeTestApp>;

async function owner(t: T) {
  const o = await t.signUp();
  t.db
    .update(users)
    .set({ onboardingCompleted: true, timeZone: "America/New_York" })
    .where(eq(users.id, o.user.id))
    .run();
  return o;
}

function designForm(bytes: Uint8Array | null, fields: Record<string, string> = {}, name = "summer-sale_final.png") {
  const form = new FormData();
  if (bytes) form.set("design", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const storedFiles = (t: T) => {
  const dir = path.join(t.dir, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f))) : [];
};

const upload = (t: T, cookie: string, form: FormData) => t.callForm("POST", "/api/designs/upload", { cookie, form });

describe("POST /api/designs/upload", () => {
  it("keeps a PNG, a JPG and a PDF with thumbnails, checked by their bytes", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const png = await upload(
      t,
      cookie,
      designForm(await pngBytes(1080, 1350), { caption: "Spring menu", type: "instagram_portrait" }),
    );
    expect(png.status).toBe(201);
    expect(png.json).toMatchObject({
      title: "summer sale final",
      caption: "Spring menu",
      type: "instagram_portrait",
      isUploaded: true,
      origin: "upload",
      mimeType: "image/png",
      width: 1080,
      height: 1350,
    });
    const thumb = await t.app.request(png.json.thumbnail, { headers: { cookie } });
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const file = await t.app.request(png.json.fileUrl, { headers: { cookie } });
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    // Named .png, but a JPEG: the bytes decide.
    const jpg = await upload(t, cookie, designForm(await jpegBytes(), {}, "banner.png"));
    expect(jpg.json).toMatchObject({ mimeType: "image/jpeg", width: 1200, height: 627, type: "custom" });
    const pdf = await upload(t, cookie, designForm(pdfBytes(), { caption: "Price list" }, "prices.pdf"));
    expect(pdf.status).toBe(201);
    expect(pdf.json).toMatchObject({ mimeType: "application/pdf", title: "prices" });
    expect((await t.app.request(pdf.json.thumbnail, { headers: { cookie } })).status).toBe(200);

    const list = await t.call("GET", "/api/canva/designs?limit=2", { cookie });
    expect(list.json.map((d: { title: string }) => d.title)).toHaveLength(2);
    expect(list.headers.get("X-Total-Count")).toBe("3");
    expect(storedFiles(t)).toHaveLength(6);
  });

  it("refuses empty, foreign, disguised, truncated and oversized files, and keeps nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const png = await pngBytes(600, 600);
    const jpg = await jpegBytes(800, 800);
    const pdf = pdfBytes();
    const cases: [string, Uint8Array | null, string, number][] = [
      ["missing", null, "Choose a file to upload", 400],
      ["empty", new Uint8Array(), "The file is empty", 400],
      ["gif", await gifBytes(), "This file is a GIF, not a PNG, JPG or PDF", 400],
      ["audio named .png", wavBytes(0.1), "This file is a WAV, not a PNG, JPG or PDF", 400],
      [
        "text named .png",
        Buffer.from("<html>not an image</html>"),
        "This file is not a PNG, JPG or PDF (checked by its content)",
        400,
      ],
      [
        "truncated png",
        png.subarray(0, Math.floor(png.length / 2)),
        "The image is damaged or incomplete: export it again and retry",
        400,
      ],
      [
        "truncated jpg",
        jpg.subarray(0, Math.floor(jpg.length * 0.6)),
        "The image is damaged or incomplete: export it again and retry",
        400,
      ],
      ["truncated pdf", pdf.subarray(0, pdf.length - 30), "The PDF is incomplete: export it again and retry", 400],
      [
        "a whole 12000×12000 png",
        blankPng(12_000, 12_000),
        "The image has too many pixels (12,000 × 12,000, 144 megapixels): at most 100 megapixels; export it smaller",
        400,
      ],
      ["11 MB", Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]), "The file is larger than 10 MB", 413],
    ];
    for (const [label, bytes, message, status] of cases) {
      const res = await upload(t, cookie, designForm(bytes));
      expect(res.status, label).toBe(status);
      expect(res.json.message, label).toBe(message);
      expect(res.json.fields?.design, label).toBe(message);
    }
    const badType = await upload(t, cookie, designForm(png, { type: "billboard" }));
    expect(badType.status).toBe(400);
    expect(badType.json.fields.type).toMatch(/^Type must be one of: instagram_post/);
    expect(badType.json.fields.type).not.toContain("instagram_story");
    // The Story size is no longer offered (decision 320): refused with the reason, nothing kept.
    const story = await upload(t, cookie, designForm(png, { type: "instagram_story" }));
    expect(story.status).toBe(400);
    expect(story.json.fields.type).toMatch(/^The Instagram Story size \(9:16\) is no longer offered/);
    const notMultipart = await t.call("POST", "/api/designs/upload", { cookie, body: { design: "x" } });
    expect(notMultipart.status).toBe(400);
    expect(t.db.select().from(designs).all()).toHaveLength(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it("accepts a 3 MB file (the API's 1 MB JSON limit does not apply to files)", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const big = await upload(
      t,
      cookie,
      designForm(
        Buffer.concat([pdfBytes().subarray(0, 20), Buffer.alloc(3 * 1024 * 1024), Buffer.from("\n%%EOF\n")]),
        {},
        "big.pdf",
      ),
    );
    expect(big.status).toBe(201);
    expect(big.json.sizeBytes).toBeGreaterThan(3 * 1024 * 1024);
  });
});

describe("designs of one owner", () => {
  it("are another owner's 404 everywhere, and deleting removes the files", async () => {
    const t = makeTestApp();
    const a = await owner(t);
    const b = await owner(t);
    const made = (await upload(t, a.cookie, designForm(await pngBytes(200, 200)))).json;
    for (const [method, p, body] of [
      ["GET", `/api/designs/${made.id}/file`],
      ["GET", `/api/designs/${made.id}/thumbnail`],
      ["DELETE", `/api/designs/${made.id}`],
      ["POST", "/api/canva/one-click-post", { designId: made.id, caption: "Hi", platforms: ["Instagram"] }],
      [
        "POST",
        "/api/content/schedule-design",
        {
          designId: made.id,
          caption: "Hi",
          platforms: ["Instagram"],
          scheduledDate: "2026-12-01",
          scheduledTime: "09:00",
        },
      ],
    ] as const) {
      const res = await t.call(method, p, { cookie: b.cookie, body });
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Design not found" });
    }
    expect((await t.call("GET", "/api/canva/designs", { cookie: b.cookie })).json).toEqual([]);
    expect(storedFiles(t)).toHaveLength(2);
    const gone = await t.call("DELETE", `/api/designs/${made.id}`, { cookie: a.cookie });
    expect(gone.json).toEqual({ success: true });
    expect(storedFiles(t)).toEqual([]);
    expect((await t.call("GET", `/api/designs/${made.id}/file`, { cookie: a.cookie })).status).toBe(404);
  });
});

describe("a design in use", () => {
  it("cannot be deleted while a scheduled post carries it", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const made = (await upload(t, cookie, designForm(await pngBytes(300, 300)))).json;
    await t.call("POST", "/api/content/schedule-design", {
      cookie,
      body: {
        designId: made.id,
        caption: "Soon",
        platforms: ["Instagram"],
        scheduledDate: "2026-11-30",
        scheduledTime: "09:00",
      },
    });
    const refused = await t.call("DELETE", `/api/designs/${made.id}`, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "This design is in 1 scheduled post: delete that post first, or keep the design.",
    );
    expect(storedFiles(t)).toHaveLength(2);
  });

  it("cannot be deleted while a post with it is on its way; once out, the post keeps the file", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const made = (await upload(t, cookie, designForm(await pngBytes(300, 300)))).json;
    const posted = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: made.id, caption: "Out now", platforms: ["LinkedIn"] },
    });
    expect(posted.status).toBe(201);
    const postId = posted.json.post.id as string;
    t.db.update(events).set({ status: "publishing" }).where(eq(events.id, postId)).run();
    expect((await t.call("DELETE", `/api/designs/${made.id}`, { cookie })).status).toBe(409);

    // Released without a token: ready to post by hand, with the image the owner copies.
    t.db.update(events).set({ status: "scheduled" }).where(eq(events.id, postId)).run();
    expect((await t.call("POST", "/api/posts/publish-due", { cookie })).json).toMatchObject({ released: 1, manual: 1 });
    const gone = await t.call("DELETE", `/api/designs/${made.id}`, { cookie });
    expect(gone.json).toEqual({ success: true });
    expect(storedFiles(t)).toHaveLength(1);
    const post = (await t.call("GET", `/api/events/${postId}`, { cookie })).json;
    expect(post.status).toBe("ready");
    const image = await t.app.request(post.media[0].url, { headers: { cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("goes with the account: deleting the owner removes their uploads, not another owner's", async () => {
    const t = makeTestApp();
    const a = await owner(t);
    const b = await owner(t);
    await upload(t, a.cookie, designForm(await pngBytes(100, 100)));
    await upload(t, b.cookie, designForm(await pngBytes(100, 100)));
    expect(storedFiles(t)).toHaveLength(4);
    const gone = await t.call("DELETE", "/api/user", {
      cookie: a.cookie,
      body: { password: a.password, confirmation: "DELETE" },
    });
    expect(gone.status).toBe(200);
    expect(
      storedFiles(t)
        .map(String)
        .every((f) => f.startsWith(b.user.id)),
    ).toBe(true);
    expect(storedFiles(t)).toHaveLength(2);
  });
});

describe("scheduling designs", () => {
  it("schedules an existing design at a date and time in the owner's time zone", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const made = (await upload(t, cookie, designForm(await pngBytes(1080, 1080), { caption: "Old caption" }))).json;
    const res = await t.call("POST", "/api/content/schedule-design", {
      cookie,
      body: {
        designId: made.id,
        caption: "Fresh bread every morning",
        platforms: ["Instagram", "Facebook"],
        scheduledDate: "2026-11-23",
        scheduledTime: "09:00",
      },
    });
    expect(res.status).toBe(201);
    // 09:00 in New York is 14:00 UTC in November.
    expect(res.json).toMatchObject({
      platforms: ["instagram", "facebook"],
      scheduledAt: "2026-11-23T14:00:00.000Z",
      designId: made.id,
    });
    const row = t.db.select().from(events).where(eq(events.id, res.json.id)).get()!;
    expect(row).toMatchObject({
      type: "content_post",
      status: "scheduled",
      description: "Fresh bread every morning",
      relatedType: "design",
    });
    expect(row.metadata).toMatchObject({ designId: made.id, designUrl: `/api/designs/${made.id}/file` });
    // The design's own file is what gets posted, and it stays the library's (the post does not own it).
    const media = t.db.select().from(postMedia).where(eq(postMedia.eventId, row.id)).all();
    expect(media).toMatchObject([{ storageKey: expect.stringMatching(/\/designs\/.+\.png$/), ownsFile: false }]);
  });

  it("names every missing field with the spec's message", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.call("POST", "/api/content/schedule-design", { cookie, body: { caption: " ", platforms: [] } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please select a design, add caption, choose platforms, and set schedule time");
    expect(Object.keys(res.json.fields).sort()).toEqual([
      "caption",
      "designId",
      "platforms",
      "scheduledDate",
      "scheduledTime",
    ]);
    const unknownPlatform = await t.call("POST", "/api/content/schedule-design", {
      cookie,
      body: {
        designId: "x",
        caption: "Hi",
        platforms: ["MySpace"],
        scheduledDate: "2026-12-01",
        scheduledTime: "09:00",
      },
    });
    expect(unknownPlatform.json.fields["platforms.0"]).toBe("Choose from: twitter, linkedin, facebook, instagram");
  });

  it("schedules an uploaded file in one go, and keeps nothing when the form is incomplete", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const form = designForm(await pngBytes(1080, 1080), {
      content: "Our new loaf is here",
      platforms: JSON.stringify(["Instagram"]),
      scheduledFor: "2026-11-22",
      scheduledTime: "09:00",
    });
    const res = await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ platforms: ["instagram"], startDate: "2026-11-22T14:00:00.000Z" });
    // An image sent with a post belongs to the post (Schedule Content), not to the design library.
    expect(t.db.select().from(postMedia).all()).toMatchObject([{ eventId: res.json.id, ownsFile: true }]);
    expect(t.db.select().from(designs).all()).toHaveLength(0);

    const incomplete = designForm(await pngBytes(100, 100), {
      content: "",
      platforms: "[]",
      scheduledFor: "2026-11-22",
    });
    const refused = await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: incomplete });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Please upload a file, add content, choose platforms, and set schedule time");
    expect(Object.keys(refused.json.fields).sort()).toEqual(["content", "platforms", "scheduledTime"]);
    const noFile = designForm(null, {
      content: "x",
      platforms: '["twitter"]',
      scheduledFor: "2026-11-22",
      scheduledTime: "09:00",
    });
    expect(
      (await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: noFile })).json.fields,
    ).toEqual({
      design: "Choose an image to upload",
    });
    const past = designForm(await pngBytes(100, 100), {
      content: "x",
      platforms: '["twitter"]',
      scheduledFor: "2026-11-21",
      scheduledTime: "03:00",
    });
    const late = await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: past });
    expect(late.json.fields).toEqual({ scheduledTime: "Choose a time later than now" });
    const truncated = designForm((await pngBytes(300, 300)).subarray(0, 200), {
      content: "x",
      platforms: '["twitter"]',
      scheduledFor: "2026-11-22",
      scheduledTime: "09:00",
    });
    expect(
      (await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: truncated })).status,
    ).toBe(400);
    expect(t.db.select().from(postMedia).all()).toHaveLength(1);
    expect(t.db.select().from(events).all()).toHaveLength(1);
  });

  it("posts a library design now, and needs a caption ('Caption Required')", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const made = (await upload(t, cookie, designForm(await pngBytes(400, 400)))).json;
    const blank = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: made.id, caption: "  ", platforms: ["Twitter"] },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Caption Required");
    const posted = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: made.id, caption: "Live now", platforms: ["Twitter"] },
    });
    expect(posted.status).toBe(201);
    // Now: the owner's current minute (04:00 in New York at 09:00 UTC).
    expect(posted.json.post).toMatchObject({
      scheduledFor: "2026-11-21",
      scheduledTime: "04:00",
      scheduledAt: "2026-11-21T09:00:00.000Z",
    });
  });
});
