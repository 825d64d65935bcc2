// qa15 leftover (decision 298): a post's last failure says we stopped and what to do, never "trying again".
import { afterEach, describe, expect, it } from "vitest";
import { asOwner } from "../../context";
import { postDeliveries } from "../../db/schema";
import { listNotifications } from "../../focus/bell";
import { PlatformError } from "../../social/types";
import { makeTestApp } from "../../../test/app";
import { connectedOwner, socialSettingsFor, startPlatformPeers } from "../../../test/social";
import { finalOwnerMessage } from "./messages";
import { releaseDuePosts } from "./release-due";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("a post's final failure", () => {
  it("LinkedIn failing on every attempt: the last error and the bell say it stopped and to press Try again", async () => {
    const peers = await startPlatformPeers();
    cleanups.push(peers.close);
    const t = makeTestApp({
      config: {
        social: socialSettingsFor(peers),
        delivery: { leaseMs: 60_000, maxAttempts: 2, backoffMs: 1000, backoffMaxMs: 60_000, pollMs: 20, workers: 1 },
      },
    });
    const { cookie, user } = await connectedOwner(t);
    const post = await t.call("POST", "/api/events", {
      cookie,
      body: { content: "Workshop notes", platform: "linkedin", scheduledFor: "2026-11-21", scheduledTime: "11:00" },
    });
    expect(post.status, post.text).toBe(201);
    t.clock.set(new Date("2026-11-21T10:00:00Z"));
    releaseDuePosts(t.services);
    peers.linkedin.fail("server", 2);
    await t.deliver();
    let row = t.db.select().from(postDeliveries).get()!;
    expect(row).toMatchObject({
      status: "queued",
      error: "LinkedIn had a problem on its side (HTTP 500); trying again",
    });
    t.clock.set(new Date(row.nextAttemptAt!));
    await t.deliver();
    row = t.db.select().from(postDeliveries).get()!;
    const final =
      "LinkedIn had a problem on its side (HTTP 500); we stopped trying: once LinkedIn works again, press Try again on the post";
    expect(row).toMatchObject({ status: "failed", error: final });
    const note = listNotifications({ ctx: asOwner(t.services, user.id) }).items.find((n) => n.type === "post_failed")!;
    expect(note.description).toContain(final);
    expect(note.description).not.toContain("trying again");
  });

  it("words every retried kind as stopped", () => {
    const cases: [PlatformError, string][] = [
      [
        new PlatformError("linkedin", "network", "getaddrinfo ENOTFOUND api.linkedin.com", { notCreated: false }),
        "Could not reach LinkedIn (getaddrinfo ENOTFOUND api.linkedin.com); we stopped trying: check the connection, then press Try again on the post",
      ],
      [
        new PlatformError("facebook", "rate_limited", "slow down", { notCreated: true }),
        "Facebook kept asking us to slow down (too many requests); we stopped trying: wait a while, then press Try again on the post",
      ],
      [
        new PlatformError("twitter", "garbage", "not JSON", { notCreated: false }),
        "X (Twitter) answered with something we could not read (not JSON); we stopped trying: check on X (Twitter) whether the post went out; if not, press Try again on the post",
      ],
    ];
    for (const [error, message] of cases) expect(finalOwnerMessage(error)).toBe(message);
  });
});
