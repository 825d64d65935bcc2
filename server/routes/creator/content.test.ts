import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { modelEngine, openaiTranscriber } from "@core/ai";
import { contentAssets, contentSources, events, users } from "@core/db";
import { makeTestApp } from "../../../test/app";
import { startFakeOpenAI } from "../../../test/fakes/openai";
import { pngBytes, wavBytes } from "../../../test/fixtures/media";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const answers = {
  topic: "Raising your prices",
  audience: "freelance designers",
  key_point: "Raise your rates every January, because your skills grew last year",
  context: "I charged the same rate for three years and nearly burned out",
  tone: "friendly",
};

async function owner(t: ReturnType<typeof makeTestApp>) {
  const o = await t.signUp();
  t.db
    .update(users)
    .set({
      businessName: "Olive & Co",
      businessNiche: "Creative Services & Design",
      businessDescription: "Brand strategy for small bakeries",
      primaryGoals: ["Generate more leads"],
      website: "https://olive.example.com",
      onboardingCompleted: true,
    })
    .where(eq(users.id, o.user.id))
    .run();
  return o;
}

const uploadsOf = (t: ReturnType<typeof makeTestApp>) => {
  const dir = path.join(t.dir, "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes(".")) : [];
};

function audioForm(bytes: Uint8Array, name = "note.wav", type = "audio/wav") {
  const form = new FormData();
  form.set("audio", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe("POST /api/content/create-from-questions", () => {
  it("turns the five answers into 5 captions and a carousel, stored as a completed source", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers } });
    expect(res.status).toBe(201);
    expect(res.json.status).toBe("completed");
    expect(res.json.type).toBe("questions");
    expect(res.json.captions).toHaveLength(5);
    expect(res.json.captions.map((c: { platform: string }) => c.platform)).toEqual([
      "linkedin",
      "twitter",
      "instagram",
      "facebook",
      "twitter",
    ]);
    for (const c of res.json.captions) {
      expect(c.length).toBeLessThanOrEqual(c.limit);
      expect(c.assetId).toEqual(expect.any(String));
    }
    expect(res.json.carousel.slides.length).toBeGreaterThanOrEqual(5);
    expect(res.json.generatedContent.engine).toEqual({ source: "offline" });
    expect(res.json.answers).toEqual(answers);
    expect(res.json.captions[0].text).toContain("olive.example.com");
    expect(res.json.summary.length).toBeLessThanOrEqual(80);
    expect(res.json.summary).toMatch(/^Raising your prices · freelance designers · /);

    const stored = t.db.select().from(contentAssets).where(eq(contentAssets.contentSourceId, res.json.id)).all();
    expect(stored.filter((a) => a.type === "caption")).toHaveLength(5);
    expect(stored.filter((a) => a.type === "carousel")).toHaveLength(1);
  });

  it("needs every answer, naming each blank one, and stores nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.call("POST", "/api/content/create-from-questions", {
      cookie,
      body: { answers: { ...answers, audience: "   ", tone: "" } },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ "answers.audience": "Audience is required", "answers.tone": "Tone is required" });
    const missing = await t.call("POST", "/api/content/create-from-questions", { cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ answers: "Answer the five questions" });
    expect(t.db.select().from(contentSources).all()).toHaveLength(0);
  });

  it("uses the model's structured answer when it fits every platform, and says so", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const t = makeTestApp({
      ai: modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "local-writer", timeoutMs: 3000 }),
    });
    const { cookie } = await owner(t);
    const model = {
      captions: [
        {
          platform: "linkedin",
          text: "Three years at one rate taught me this. Raise your rates every January. #Pricing",
        },
        { platform: "twitter", text: "Your skills grew last year. Your rate should too. #Freelance" },
        { platform: "instagram", text: "New year, new rate ✨\n\n#Pricing #Design" },
        { platform: "facebook", text: "When did you last raise your prices?" },
        { platform: "twitter", text: "I kept one rate for 3 years and burned out. Don't." },
      ],
      carousel: {
        title: "Raise your rates",
        slides: [1, 2, 3, 4, 5].map((n) => ({ title: `Slide ${n}`, content: `Point ${n}` })),
      },
    };
    fake.reply({ content: JSON.stringify(model) });
    const res = await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers } });
    expect(res.status).toBe(201);
    expect(res.json.generatedContent.engine).toEqual({ source: "model", model: "local-writer" });
    expect(res.json.captions[1].text).toBe("Your skills grew last year. Your rate should too. #Freelance");
    const sent = JSON.stringify(fake.requests[0].body);
    expect(sent).toContain("Key point: Raise your rates every January");
    expect(sent).toContain("Business: Olive & Co");
    expect(fake.requests[0].body.response_format?.type).toBe("json_schema");
  });

  it("falls back to the offline engine when the model breaks a platform's limit, and says why", async () => {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const t = makeTestApp({ ai: modelEngine({ baseUrl: fake.baseUrl, apiKey: "k", model: "m", timeoutMs: 3000 }) });
    const { cookie } = await owner(t);
    const tooLong = {
      captions: ["linkedin", "twitter", "instagram", "facebook", "twitter"].map((platform) => ({
        platform,
        text: "x".repeat(platform === "twitter" ? 400 : 100),
      })),
      carousel: { title: "T", slides: [1, 2, 3, 4, 5].map((n) => ({ title: `S${n}`, content: `C${n}` })) },
    };
    fake.reply({ content: JSON.stringify(tooLong) });
    const res = await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers } });
    expect(res.status).toBe(201);
    expect(res.json.generatedContent.engine.source).toBe("offline");
    expect(res.json.generatedContent.engine.fallbackReason).toMatch(/over twitter's 280/);
    expect(res.json.captions[1].text).toContain("raise your rates every January");
  });
});

describe("GET /api/content/sources", () => {
  it("lists the owner's sources newest first, paged, as a plain array", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    for (const topic of ["First", "Second", "Third", "Fourth"]) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers: { ...answers, topic } } });
    }
    const res = await t.call("GET", "/api/content/sources?limit=3", { cookie });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    expect(res.json.map((s: { title: string }) => s.title)).toEqual(["Fourth", "Third", "Second"]);
    expect(res.headers.get("X-Total-Count")).toBe("4");
    expect(res.headers.get("Link")).toMatch(/rel="next"/);
    expect(res.json[0]).toMatchObject({ status: "completed", type: "questions" });
  });

  it("answers another owner's source with 404 everywhere", async () => {
    const t = makeTestApp();
    const a = await owner(t);
    const b = await owner(t);
    const made = await t.call("POST", "/api/content/create-from-questions", { cookie: a.cookie, body: { answers } });
    const id = made.json.id;
    for (const [method, p, body] of [
      ["GET", `/api/content/sources/${id}`],
      ["DELETE", `/api/content/sources/${id}`],
      ["GET", `/api/content/sources/${id}/audio`],
      [
        "POST",
        `/api/content/sources/${id}/schedule`,
        { content: "x", platform: "twitter", scheduledFor: "2026-12-01", scheduledTime: "09:00" },
      ],
      [
        "POST",
        "/api/content/create-from-transcript",
        { transcript: "A transcript long enough to pass.", sourceId: id },
      ],
    ] as const) {
      const res = await t.call(method, p, { cookie: b.cookie, body });
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Content not found" });
    }
    expect((await t.call("GET", "/api/content/sources", { cookie: b.cookie })).json).toEqual([]);
    expect((await t.call("GET", `/api/content/sources/${id}`, { cookie: a.cookie })).status).toBe(200);
  });

  it("refuses signed-out callers", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/content/sources")).status).toBe(401);
    expect((await t.call("POST", "/api/content/create-from-questions", { body: { answers } })).status).toBe(401);
  });
});

describe("voice notes", () => {
  async function withPeer() {
    const fake = await startFakeOpenAI();
    closers.push(fake.close);
    const t = makeTestApp({
      transcriber: openaiTranscriber({ baseUrl: fake.baseUrl, apiKey: "k", model: "whisper-1", timeoutMs: 3000 }),
    });
    return { fake, t, ...(await owner(t)) };
  }

  const said =
    "Today I want to talk about pricing for small bakeries. Most bakers undercharge for custom cakes. " +
    "You should price every custom cake by the hour, not by the size.";

  it("transcribes an uploaded recording through the OpenAI-compatible peer, then writes posts from it", async () => {
    const { fake, t, cookie } = await withPeer();
    fake.transcribeWith({ text: said });
    const wav = wavBytes(0.5);
    const res = await t.callForm("POST", "/api/content/voice-note", { cookie, form: audioForm(wav) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: "audio", status: "transcribed", transcript: said, model: "whisper-1" });
    expect(res.json.audioUrl).toBe(`/api/content/sources/${res.json.id}/audio`);
    expect(fake.transcriptionRequests[0]).toMatchObject({
      model: "whisper-1",
      fileName: "voice-note.wav",
      fileSize: wav.length,
    });

    const audio = await t.app.request(res.json.audioUrl, { headers: { cookie } });
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await audio.arrayBuffer()).equals(wav)).toBe(true);

    const made = await t.call("POST", "/api/content/create-from-transcript", {
      cookie,
      body: { transcript: said, sourceId: res.json.id },
    });
    expect(made.status).toBe(201);
    expect(made.json.id).toBe(res.json.id);
    expect(made.json.status).toBe("completed");
    expect(made.json.title).toBe("Pricing for Small Bakeries");
    expect(made.json.captions).toHaveLength(5);
    expect(made.json.captions[0].text).toContain("price every custom cake by the hour");
  });

  it("checks the recording by its bytes: empty, not audio, or too large is refused and nothing is kept", async () => {
    const { fake, t, cookie } = await withPeer();
    const empty = await t.callForm("POST", "/api/content/voice-note", { cookie, form: audioForm(new Uint8Array()) });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.audio).toBe("The recording is empty");
    const disguised = await t.callForm("POST", "/api/content/voice-note", {
      cookie,
      form: audioForm(await pngBytes(40, 40), "note.webm", "audio/webm"),
    });
    expect(disguised.status).toBe(400);
    expect(disguised.json.message).toMatch(/not a recording we can transcribe/);
    const none = await t.callForm("POST", "/api/content/voice-note", { cookie, form: new FormData() });
    expect(none.status).toBe(400);
    expect(none.json.fields.audio).toBe("Record or choose a voice note");
    const big = await t.callForm("POST", "/api/content/voice-note", {
      cookie,
      form: audioForm(Buffer.concat([wavBytes(0.1), Buffer.alloc(26 * 1024 * 1024)])),
    });
    expect(big.status).toBe(413);
    expect(big.json.message).toBe("The recording is larger than 25 MB");
    expect(fake.transcriptionRequests).toHaveLength(0);
    expect(t.db.select().from(contentSources).all()).toHaveLength(0);
    expect(uploadsOf(t)).toEqual([]);
  });

  it("keeps nothing when the speech-to-text service fails or hears nothing", async () => {
    const { fake, t, cookie } = await withPeer();
    fake.transcribeWith({ status: 500, body: JSON.stringify({ error: { message: "boom" } }) }, { text: "  " });
    const failed = await t.callForm("POST", "/api/content/voice-note", { cookie, form: audioForm(wavBytes(0.2)) });
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/type what you said/);
    const silent = await t.callForm("POST", "/api/content/voice-note", { cookie, form: audioForm(wavBytes(0.2)) });
    expect(silent.status).toBe(400);
    expect(silent.json.message).toMatch(/couldn't hear any words/);
    expect(t.db.select().from(contentSources).all()).toHaveLength(0);
    expect(uploadsOf(t)).toEqual([]);
  });

  it("offline, says to type the transcript, and a typed one becomes posts", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const res = await t.callForm("POST", "/api/content/voice-note", { cookie, form: audioForm(wavBytes(0.2)) });
    expect(res.status).toBe(503);
    expect(res.json.message).toMatch(/Speech-to-text is not set up on this server/);
    const config = await t.call("GET", "/api/config");
    expect(config.json.transcription).toEqual({ available: false, model: null });
    const typed = await t.call("POST", "/api/content/create-from-transcript", { cookie, body: { transcript: said } });
    expect(typed.status).toBe(201);
    expect(typed.json).toMatchObject({ type: "audio", status: "completed", transcript: said });
    const short = await t.call("POST", "/api/content/create-from-transcript", { cookie, body: { transcript: "hi" } });
    expect(short.status).toBe(400);
    expect(short.json.fields.transcript).toMatch(/at least 20 characters/);
  });
});

describe("POST /api/content/sources/:id/schedule (the wizard's quick schedule)", () => {
  it("schedules a caption at 09:00 in the owner's time zone, stored as an instant", async () => {
    const t = makeTestApp();
    const { cookie, user } = await owner(t);
    t.db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, user.id)).run();
    const made = await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers } });
    const caption = made.json.captions[1];
    const res = await t.call("POST", `/api/content/sources/${made.json.id}/schedule`, {
      cookie,
      body: {
        content: caption.text,
        platform: "twitter",
        scheduledFor: "2026-11-25",
        scheduledTime: "09:00",
        assetId: caption.assetId,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      platforms: ["twitter"],
      scheduledAt: "2026-11-25T08:00:00.000Z",
      status: "scheduled",
    });
    const row = t.db.select().from(events).where(eq(events.id, res.json.id)).get()!;
    expect(row).toMatchObject({
      type: "content_post",
      status: "scheduled",
      description: caption.text,
      relatedType: "content_asset",
    });
    expect(row.metadata).toEqual({ platforms: ["twitter"], contentAssetId: caption.assetId });
    // The dashboard counts it in the queue.
    expect((await t.call("GET", "/api/dashboard", { cookie })).json.content.queueCount).toBe(1);
  });

  it("names what is missing with the spec's message, and refuses a past time", async () => {
    const t = makeTestApp();
    const { cookie } = await owner(t);
    const made = await t.call("POST", "/api/content/create-from-questions", { cookie, body: { answers } });
    const missing = await t.call("POST", `/api/content/sources/${made.json.id}/schedule`, {
      cookie,
      body: { platform: "twitter" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("Please fill in all required fields");
    expect(Object.keys(missing.json.fields).sort()).toEqual(["content", "scheduledFor", "scheduledTime"]);
    const past = await t.call("POST", `/api/content/sources/${made.json.id}/schedule`, {
      cookie,
      body: { content: "Hello", platform: "twitter", scheduledFor: "2026-11-21", scheduledTime: "08:00" },
    });
    expect(past.status).toBe(400);
    expect(past.json.fields.scheduledTime).toMatch(/already passed/);
    const yesterday = await t.call("POST", `/api/content/sources/${made.json.id}/schedule`, {
      cookie,
      body: { content: "Hello", platform: "twitter", scheduledFor: "2026-11-20", scheduledTime: "10:00" },
    });
    expect(yesterday.json.fields.scheduledFor).toBe("Choose today or a later date");
    expect(t.db.select().from(events).all()).toHaveLength(0);
  });
});
