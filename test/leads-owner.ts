import { expect } from "vitest";
import type { makeTestApp } from "./app";

/**
 * An owner with a profile and a scheduled post carrying a tracked link on LinkedIn and X: the lead
 * tests' starting point (server/routes/leads*.test.ts, lead-repeat.test.ts). `codes` maps each
 * platform to its link's code (the part after `/l/`).
 */
export async function ownerWithLinkedPost(
  t: ReturnType<typeof makeTestApp>,
  content = "Three ways to get paid faster. Book a call: {link}",
) {
  const owner = await t.signUp();
  await t.call("PUT", "/api/user/profile", {
    cookie: owner.cookie,
    body: { firstName: "Olive", lastName: "Owner", email: owner.email, businessName: "Olive & Co" },
  });
  const post = await t.call("POST", "/api/events", {
    cookie: owner.cookie,
    body: {
      content,
      platforms: ["linkedin", "twitter"],
      scheduledFor: "2026-11-25",
      scheduledTime: "10:00",
      trackedLink: true,
    },
  });
  expect(post.status, post.text).toBe(201);
  const codes = Object.fromEntries(
    (post.json.trackedLinks as { platform: string; path: string }[]).map((l) => [l.platform, l.path.slice(3)]),
  ) as Record<string, string>;
  return { ...owner, post: post.json, codes };
}
