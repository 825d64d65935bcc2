import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { pngBytes } from "../../test/fixtures/media";

// Issue 11 "Bad input": every JSON route of the Creator gets 200 malformed bodies; none answers 5xx
// nor a 4xx without the {code, message} envelope.
async function setup() {
  const t = makeTestApp();
  const owner = await t.signUp();
  t.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, owner.user.id)).run();
  const answers = {
    topic: "Pricing",
    audience: "designers",
    key_point: "Charge more",
    context: "I undercharged",
    tone: "friendly",
  };
  const source = await t.call("POST", "/api/content/create-from-questions", {
    cookie: owner.cookie,
    body: { answers },
  });
  const form = new FormData();
  form.set("design", new File([new Uint8Array(await pngBytes(200, 200))], "a.png"));
  const design = await t.callForm("POST", "/api/designs/upload", { cookie: owner.cookie, form });
  return { t, cookie: owner.cookie, sourceId: source.json.id as string, designId: design.json.id as string, answers };
}

describe("Creator routes under malformed bodies", () => {
  it("never answer 5xx", async () => {
    const { t, cookie, sourceId, designId, answers } = await setup();
    const routes: { method: string; path: string; example: Record<string, any> }[] = [
      { method: "POST", path: "/api/content/create-from-questions", example: { answers } },
      {
        method: "POST",
        path: "/api/content/create-from-transcript",
        example: { transcript: "A long enough voice note transcript.", sourceId },
      },
      {
        method: "POST",
        path: `/api/content/sources/${sourceId}/schedule`,
        example: { content: "Hello", platform: "twitter", scheduledFor: "2026-12-01", scheduledTime: "09:00" },
      },
      {
        method: "POST",
        path: "/api/content/schedule-design",
        example: {
          designId,
          caption: "Hi",
          platforms: ["Instagram"],
          scheduledDate: "2026-12-01",
          scheduledTime: "09:00",
        },
      },
      { method: "POST", path: "/api/canva/editor-url", example: { templateType: "instagram_post", caption: "Hello" } },
      {
        method: "POST",
        path: "/api/canva/one-click-post",
        example: { designId, caption: "Hi", platforms: ["Twitter"] },
      },
    ];
    for (const route of routes) {
      const result = await fuzzRoute(t, { ...route, cookie, count: 200 });
      expect(result.serverErrors, `${route.method} ${route.path}`).toEqual([]);
      expect(result.badEnvelopes, `${route.method} ${route.path}`).toEqual([]);
    }
  }, 120_000);

  it("answer broken multipart uploads with 400", async () => {
    const { t, cookie } = await setup();
    for (const p of ["/api/designs/upload", "/api/content/voice-note", "/api/content/schedule-uploaded-design"]) {
      const res = await t.call("POST", p, {
        cookie,
        body: '--xyz\r\nContent-Disposition: form-data; name="design"; filename="a.png"\r\n\r\n\u0089PNG',
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
      });
      expect(res.status, p).toBe(400);
      expect(res.json.code, p).toBe("VALIDATION");
    }
  });
});
