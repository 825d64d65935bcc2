import { afterEach, describe, expect, it } from "vitest";
import { events, postDeliveries } from "../db/schema";
import { makeTestApp } from "../../test/app";
import { startWebhookReceiver } from "../../test/fakes/webhook-receiver";
import { emitPostSettled } from "./post-events";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const webhooks = { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 5 };

describe("post.failed's data (QA 255 F8)", () => {
  it("says which platform failed and why, and where a published one is", async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(receiver.close);
    const t = makeTestApp({ config: { webhooks } });
    const { cookie } = await t.signUp();
    const created = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: receiver.url, events: ["post.failed"] },
    });
    receiver.useSecret(created.json.secret);
    const userId = (await t.call("GET", "/api/auth/user", { cookie })).json.id;
    const post = t.db
      .insert(events)
      .values({
        userId,
        type: "content_post",
        title: "Tips",
        description: "Tips",
        status: "failed",
        startDate: t.clock.now(),
      })
      .returning()
      .get();
    t.db
      .insert(postDeliveries)
      .values([
        { userId, eventId: post.id, platform: "linkedin", status: "failed", error: "LinkedIn refused the token" },
        { userId, eventId: post.id, platform: "twitter", status: "published", remoteUrl: "https://x.com/i/status/1" },
      ])
      .run();
    t.db.transaction(() => emitPostSettled(t.services, post.id, "failed"));
    await t.deliver();
    expect(receiver.received[0].payload?.data.platforms).toEqual([
      { platform: "linkedin", status: "failed", error: "LinkedIn refused the token", url: null },
      { platform: "twitter", status: "published", error: null, url: "https://x.com/i/status/1" },
    ]);
  });
});
