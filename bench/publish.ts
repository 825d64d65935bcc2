// Benchmark (issue 11): 1,000 due posts, each to X, LinkedIn, Facebook and Instagram (an image each),
// released by the publishing job and published through the four local platform peers by two worker
// processes, as two servers would. Prints the release time, the time to publish everything, what
// each peer received and the duplicates (must be 0).
// Run: npm run bench:publish
import { spawn } from "node:child_process";
import path from "node:path";
import { postMedia, events } from "../core/db/schema";
import { releaseDuePosts } from "../core/creator/publishing/release-due";
import { saveUpload } from "../core/storage/files";
import { PNG, socialEnvFor, SOCIAL_TOKENS, startPlatformPeers } from "../test/social";
import { benchApp, fmt } from "./support";

const POSTS = Number(process.env.BENCH_POSTS ?? 1_000);
const PLATFORMS = ["twitter", "linkedin", "facebook", "instagram"] as const;

const peers = await startPlatformPeers();
// A day in the past: the worker processes run on the real clock and must find the posts due.
const { app, services, cleanup } = benchApp("2026-11-20T10:00:00Z");
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const cookie = signup.headers.get("set-cookie")!.split(";")[0];
const { id: userId } = (await signup.json()) as { id: string };
const connected = await app.request("/api/user/social-media", {
  method: "PUT",
  headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
  body: JSON.stringify(SOCIAL_TOKENS),
});
if (connected.status !== 200) throw new Error(`social settings: ${connected.status}`);

const image = saveUpload(services, { userId, bytes: PNG, contentType: "image/png" });
const due = new Date("2026-11-20T09:59:00Z");
services.db.transaction((tx) => {
  for (let i = 0; i < POSTS; i++) {
    const post = tx
      .insert(events)
      .values({
        userId,
        type: "content_post",
        title: `Post ${i}`,
        description: `Post number ${i}: what we learned this week, with one image. #bench${i}`,
        status: "scheduled",
        startDate: due,
        metadata: { platforms: [...PLATFORMS] },
      })
      .returning({ id: events.id })
      .get();
    tx.insert(postMedia).values({ userId, eventId: post.id, storageKey: image.key, contentType: "image/png", size: image.size }).run();
  }
});

const releasing = performance.now();
const released = releaseDuePosts(services);
console.log(`publishing job released ${released.released} posts as ${released.queued} deliveries in ${fmt(performance.now() - releasing)}`);

const started = performance.now();
const env = { ...socialEnvFor(peers), APP_SECRET: "bench", DELIVERY_LEASE_MS: "120000" };
const workers = [1, 2].map(() =>
  spawn(process.execPath, ["--import", "tsx", path.resolve("test/fixtures/post-worker.ts"), services.db.$client.name, JSON.stringify(env)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WORKERS: "4" },
  }),
);
const count = () => services.db.$client.prepare("select status, count(*) as n from post_deliveries group by status").all() as { status: string; n: number }[];
for (;;) {
  const rows = count();
  const open = rows.filter((r) => r.status === "queued" || r.status === "sending").reduce((s, r) => s + r.n, 0);
  if (open === 0) break;
  await new Promise((r) => setTimeout(r, 100));
}
const elapsed = performance.now() - started;
// A moment more, so a late duplicate would be counted too.
await new Promise((r) => setTimeout(r, 1000));
for (const w of workers) w.kill("SIGTERM");

let duplicates = 0;
for (const p of PLATFORMS) {
  const texts = peers[p].posts.map((x) => x.text);
  const dup = texts.length - new Set(texts).size;
  duplicates += dup;
  console.log(`${p.padEnd(10)} received ${peers[p].posts.length} of ${POSTS} posts (${dup} duplicates)`);
}
const outcome = count();
console.log(`deliveries:      ${outcome.map((r) => `${r.n} ${r.status}`).join(", ")}`);
console.log(`duplicates:      ${duplicates} (must be 0)`);
console.log(
  `time to publish: ${fmt(elapsed)} for ${released.queued} platform posts with 2 worker processes × 4 loops (${Math.round((released.queued / elapsed) * 1000)} posts/s, including worker start-up)`,
);
await peers.close();
cleanup();
const ok = duplicates === 0 && PLATFORMS.every((p) => peers[p].posts.length === POSTS);
process.exit(ok ? 0 : 1);
