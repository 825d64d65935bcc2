// A post is published once: each platform's peer receives exactly one post per scheduled post, with two
// workers claiming at the same time, and after a worker is killed (kill -9) while a platform holds its
// answer: the next worker asks the platform before posting again (as core/delivery/worker.test.ts
// shows for email).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Services } from "../../context";
import { openDatabase } from "../../db/client";
import { postDeliveries } from "../../db/schema";
import { DeliveryBell } from "../../delivery/bell";
import { startDeliveryWorkers } from "../../delivery/worker";
import { makeTestApp } from "../../../test/app";
import {
  connectedOwner,
  scheduleWithImage,
  socialEnvFor,
  socialSettingsFor,
  startPlatformPeers,
} from "../../../test/social";
import { postChannel } from "./channel";
import { releaseDuePosts } from "./release-due";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const PLATFORMS = ["twitter", "linkedin", "facebook", "instagram"] as const;

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function business(posts: number, leaseMs = 60_000) {
  const peers = await startPlatformPeers();
  cleanups.push(peers.close);
  const t = makeTestApp({
    config: {
      social: socialSettingsFor(peers),
      delivery: { leaseMs, maxAttempts: 5, backoffMs: 200, backoffMaxMs: 2000, pollMs: 20, workers: 1 },
    },
  });
  const { cookie } = await connectedOwner(t);
  for (let i = 0; i < posts; i++) {
    const res = await scheduleWithImage(t, cookie, {
      content: `Post number ${i}: what we learned this week #${i}`,
      platforms: [...PLATFORMS],
      scheduledFor: "2026-11-21",
      scheduledTime: "11:00",
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.json));
  }
  t.clock.set(new Date("2026-11-21T10:00:00Z"));
  expect(releaseDuePosts(t.services).queued).toBe(posts * PLATFORMS.length);
  return { t, peers };
}

function secondProcess(t: ReturnType<typeof makeTestApp>): Services {
  const db = openDatabase(t.db.$client.name, { migrate: false });
  cleanups.push(() => db.$client.close());
  return { ...t.services, db, deliveryBell: new DeliveryBell() };
}

const rows = (t: ReturnType<typeof makeTestApp>) => t.db.select().from(postDeliveries).all();

describe("each post published once", () => {
  it("two workers (two connections, as two processes) over 12 posts × 4 platforms: each peer gets each post once", async () => {
    const { t, peers } = await business(12);
    const workers = [
      startDeliveryWorkers(t.services, [postChannel], { concurrency: 2 }),
      startDeliveryWorkers(secondProcess(t), [postChannel], { concurrency: 2 }),
    ];
    cleanups.push(() => Promise.all(workers.map((w) => w.stop())));
    await until(() => rows(t).every((r) => r.status === "published"), 60_000, "every post published");
    await Promise.all(workers.map((w) => w.stop()));
    for (const p of PLATFORMS) {
      expect(peers[p].posts).toHaveLength(12);
      expect(new Set(peers[p].posts.map((x) => x.text)).size).toBe(12);
    }
    expect(rows(t).every((r) => r.attempts === 1 && r.remoteId)).toBe(true);
    expect(new Set(rows(t).map((r) => r.claimedBy)).size).toBeGreaterThan(1);
  }, 90_000);

  it("after a kill -9 while the platforms hold their answers, a new worker posts nothing twice", async () => {
    const { t, peers } = await business(3, 1500);
    for (const p of PLATFORMS) peers[p].holdCreates(2500);
    const start = () => {
      const child: ChildProcess = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          path.resolve("test/fixtures/post-worker.ts"),
          t.db.$client.name,
          JSON.stringify({ ...socialEnvFor(peers), DELIVERY_LEASE_MS: "1500", DELIVERY_BACKOFF_MS: "200" }),
        ],
        { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, WORKERS: "4" } },
      );
      cleanups.push(() => child.kill("SIGKILL"));
      return child;
    };
    // The child works on the real clock; the rows were released at the test clock's time, so they are due.
    const first = start();
    await until(() => PLATFORMS.some((p) => peers[p].posts.length >= 1), 30_000, "a post to reach a platform");
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    const inFlight = rows(t).filter((r) => r.status === "sending");
    expect(inFlight.length).toBeGreaterThan(0);
    // Nothing reached a platform unmarked: a claimed row may still be preparing its image (Instagram's
    // JPEG) when the worker dies, and then it was not sent; every post a peer holds has its mark.
    for (const p of PLATFORMS) {
      const marked = rows(t).filter((r) => r.platform === p && (r.postingSince !== null || r.status === "published"));
      expect(peers[p].posts.length, p).toBeLessThanOrEqual(marked.length);
    }

    for (const p of PLATFORMS) peers[p].holdCreates(0);
    start();
    await until(() => rows(t).every((r) => r.status === "published"), 60_000, "the rest");
    for (const p of PLATFORMS) {
      expect(peers[p].posts).toHaveLength(3);
      expect(new Set(peers[p].posts.map((x) => x.text)).size).toBe(3);
    }
    // The posts in flight at the kill were found on the platform, not posted again.
    const after = rows(t).filter((r) => inFlight.some((f) => f.id === r.id));
    for (const r of after) {
      const platform = r.platform as (typeof PLATFORMS)[number];
      expect(peers[platform].posts.map((x) => x.id)).toContain(r.remoteId);
      expect(r.attempts).toBeGreaterThanOrEqual(2);
    }
  }, 120_000);
});
