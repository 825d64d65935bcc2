// The Creator's QA pass (issue 11): the cases an adversarial owner found, each answered in words
// instead of a 500, a stuck post or a half-written one. TEST_NOW is 2026-11-21T09:00Z.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";

const post = {
  content: "Our winter workshop opens next week.",
  platforms: ["linkedin"],
  scheduledFor: "2026-11-25",
  scheduledTime: "09:30",
};

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
    for (const [from, to] of [
      ["9999-12-31", "9999-12-31"],
      ["0000-01-01", "0000-01-02"],
    ]) {
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
    const edit = await t.call("PUT", `/api/events/${moved.json.id}`, {
      cookie,
      body: { scheduledFor: "2026-11-23", scheduledTime: "09:00" },
    });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ scheduledDate: "2026-11-23", approval: { status: "pending" } });
    const gone = await t.call("DELETE", `/api/events/${held.json.id}`, { cookie });
    expect(gone.status).toBe(200);
    expect((await t.call("GET", `/api/events/${held.json.id}`, { cookie })).status).toBe(404);
  });

  it("keeps a past post that needs no approval locked, with the spec's message", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, scheduledFor: "2026-11-21", scheduledTime: "10:00" },
    });
    t.clock.set("2026-11-21T11:00:00Z");
    const res = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This post is scheduled in the past and cannot be edited");
  });

  it("lets the owner throw away a post ready to post by hand that went out nowhere", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platforms: ["linkedin", "twitter"], scheduledFor: "2026-11-21", scheduledTime: "10:00" },
    });
    t.clock.set("2026-11-21T10:00:30Z");
    const release = await t.call("POST", "/api/posts/publish-due", { cookie });
    expect(release.json).toMatchObject({ released: 1, manual: 2 });
    const view = await t.call("GET", `/api/events/${created.json.id}`, { cookie });
    expect(view.json).toMatchObject({ status: "ready", editable: false, deletable: true });
    expect(
      (await t.call("PUT", `/api/events/${created.json.id}`, { cookie, body: { content: "changed" } })).status,
    ).toBe(409);
    const gone = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(gone.status).toBe(200);
  });

  it("keeps a ready post once one platform was posted by hand", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, platforms: ["linkedin", "twitter"], scheduledFor: "2026-11-21", scheduledTime: "10:00" },
    });
    t.clock.set("2026-11-21T10:00:30Z");
    await t.call("POST", "/api/posts/publish-due", { cookie });
    const marked = await t.call("POST", `/api/posts/${created.json.id}/mark-posted`, {
      cookie,
      body: { platform: "linkedin" },
    });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ status: "ready", deletable: false });
    const res = await t.call("DELETE", `/api/events/${created.json.id}`, { cookie });
    expect(res.status).toBe(409);
  });
});

describe("the case-study draft written after a payment", () => {
  it("cannot be scheduled while it still holds its blanks; filled in, it can", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const client = await t.call("POST", "/api/clients", { cookie, body: { name: "Acme", email: "acme@example.com" } });
    const invoice = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.json.id, amount: "1200", dueDate: "2026-12-01", status: "pending" },
    });
    expect((await t.call("PUT", `/api/invoices/${invoice.json.id}`, { cookie, body: { status: "paid" } })).status).toBe(
      200,
    );
    const drafts = await t.call("GET", "/api/posts/drafts", { cookie });
    const draft = drafts.json.find((d: { type: string }) => d.type === "content_post");
    expect(draft.description).toContain("[the problem they came with]");
    const blank = await t.call("PUT", `/api/events/${draft.id}`, {
      cookie,
      body: { scheduledFor: "2026-11-28", platforms: ["linkedin"] },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fields.content).toMatch(
      /^Fill in \[the problem they came with\], \[two or three steps\], \[the result, in their words if you can\]/,
    );
    expect((await t.call("GET", `/api/events/${draft.id}`, { cookie })).json.status).toBe("draft");
    const copied = await t.call("POST", "/api/events", { cookie, body: { ...post, content: draft.description } });
    expect(copied.status).toBe(400);
    const filled = draft.description
      .replace("[the problem they came with]", "slow checkout")
      .replace("[two or three steps]", "a new cart and faster pages")
      .replace("[the result, in their words if you can]", "twice the orders");
    const ok = await t.call("PUT", `/api/events/${draft.id}`, {
      cookie,
      body: { content: filled, scheduledFor: "2026-11-28", platforms: ["linkedin"] },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.status).toBe("scheduled");
  });
});

describe("what a post points at", () => {
  it("answers 404 for another owner's (or an unknown) caption, storing nothing", async () => {
    const t = makeTestApp();
    const a = await t.signUp();
    const b = await t.signUp();
    const answers = {
      topic: "Sourdough",
      audience: "Home bakers",
      key_point: "Feed it twice a day",
      context: "We teach classes",
      tone: "Friendly",
    };
    const made = await t.call("POST", "/api/content/create-from-questions", { cookie: a.cookie, body: { answers } });
    const assetId = made.json.captions[0].assetId;
    for (const contentAssetId of [assetId, "nope"]) {
      const res = await t.call("POST", "/api/events", { cookie: b.cookie, body: { ...post, contentAssetId } });
      expect(res.status, contentAssetId).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Content not found" });
    }
    expect((await t.call("GET", "/api/events", { cookie: b.cookie })).json).toHaveLength(0);
    const own = await t.call("POST", "/api/events", { cookie: a.cookie, body: { ...post, contentAssetId: assetId } });
    expect(own.status).toBe(201);
  });

  it("keeps the recorded origin when PUT sends other metadata, and names metadata.platforms", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/events", { cookie, body: post });
    const put = await t.call("PUT", `/api/events/${created.json.id}`, {
      cookie,
      body: { metadata: { platforms: ["twitter"], contentAssetId: "x", designUrl: "javascript:alert(1)" } },
    });
    expect(put.status).toBe(200);
    expect(put.json.metadata).toEqual({ platforms: ["twitter"] });
    const bad = await t.call("PUT", `/api/events/${created.json.id}`, {
      cookie,
      body: { metadata: { platforms: "x" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ "metadata.platforms": "Choose at least one platform" });
  });
});

describe("bad input named by its field", () => {
  it("refuses control characters in a post's text (tabs, line breaks and emoji stay)", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const nul = await t.call("POST", "/api/events", { cookie, body: { ...post, content: "\u0000hidden" } });
    expect(nul.status).toBe(400);
    expect(nul.json.fields).toEqual({ content: "Must not contain control characters" });
    const fine = await t.call("POST", "/api/events", {
      cookie,
      body: { ...post, content: "Line one\n\tLine two 👩‍🍳 مرحبا" },
    });
    expect(fine.status).toBe(201);
  });

  it("names audio when a recording is over 25 MB", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const form = new FormData();
    form.append("audio", new Blob([new Uint8Array(27 * 1024 * 1024)], { type: "audio/wav" }), "note.wav");
    // As a browser sends it: with its length, which the route's limit reads before the body.
    const encoded = new Response(form);
    const bytes = await encoded.arrayBuffer();
    const headers = {
      cookie,
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(bytes.byteLength),
    };
    const res = await t.app.request("/api/content/voice-note", { method: "POST", headers, body: bytes });
    expect(res.status).toBe(413);
    expect((await res.json()).fields).toEqual({ audio: "The recording is larger than 25 MB" });
  });

  it("refuses a form's needsApproval that is neither true nor false", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const form = (needsApproval: string) => {
      const f = new FormData();
      f.append("design", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
      for (const [k, v] of Object.entries({
        content: "With a picture",
        platforms: "linkedin",
        scheduledFor: "2026-11-25",
        scheduledTime: "10:00",
        needsApproval,
      }))
        f.append(k, v);
      return f;
    };
    const maybe = await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: form("maybe") });
    expect(maybe.status).toBe(400);
    expect(maybe.json.fields).toEqual({ needsApproval: "needsApproval must be true or false" });
    const yes = await t.callForm("POST", "/api/content/schedule-uploaded-design", { cookie, form: form("true") });
    expect(yes.status).toBe(201);
    expect(yes.json.approval.status).toBe("pending");
  });
});

describe("a PDF in the design library", () => {
  it("cannot be posted, and the refusal names designId", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const pdf =
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
    const form = new FormData();
    form.append("design", new Blob([pdf], { type: "application/pdf" }), "brochure.pdf");
    const upload = await t.callForm("POST", "/api/designs/upload", { cookie, form });
    expect(upload.status).toBe(201);
    const res = await t.call("POST", "/api/canva/one-click-post", {
      cookie,
      body: { designId: upload.json.id, caption: "Our brochure", platforms: ["linkedin"] },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ designId: "Only PNG or JPG images can be posted" });
  });
});

describe("X takes images up to 5 MB (docs/platforms.md)", () => {
  it("refuses a 6 MB image for X when scheduling, naming X, and takes it for LinkedIn", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    // Noise does not compress: 1,450 × 1,450 RGB is a PNG of about 6 MB, under our own 10 MB.
    const noise = Buffer.alloc(1450 * 1450 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1450, height: 1450, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(png.length).toBeLessThan(10 * 1024 * 1024);
    const form = (platforms: string[]) => {
      const f = new FormData();
      f.append("design", new Blob([new Uint8Array(png)], { type: "image/png" }), "big.png");
      for (const [k, v] of Object.entries({ ...post, platforms: JSON.stringify(platforms) })) f.append(k, v);
      return f;
    };
    const x = await t.callForm("POST", "/api/content/schedule-uploaded-design", {
      cookie,
      form: form(["twitter", "linkedin"]),
    });
    expect(x.status).toBe(400);
    expect(x.json.fields).toEqual({
      "platforms.twitter": `X takes images up to 5 MB; this one is ${(png.length / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB: make it smaller, or leave X out`,
    });
    const linkedin = await t.callForm("POST", "/api/content/schedule-uploaded-design", {
      cookie,
      form: form(["linkedin"]),
    });
    expect(linkedin.status).toBe(201);
  });
});
