import { afterEach, describe, expect, it } from "vitest";
import { events } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { connectedOwner, socialSettingsFor, startPlatformPeers } from "../test/social";
import { parseIntent } from "./chat/intents";
import { readTime, resolveDateTime } from "./chat/intents/when";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

// Saturday 21 November 2026, 09:00 local.
const NOW = new Date(2026, 10, 21, 9, 0);

describe("reading when", () => {
  it.each([
    ["tomorrow 9am", { date: "2026-11-22", time: "09:00" }],
    ["tomorrow at 9:30 pm", { date: "2026-11-22", time: "21:30" }],
    ["friday 14:30", { date: "2026-11-27", time: "14:30" }],
    ["2026-11-25 10:00", { date: "2026-11-25", time: "10:00" }],
    ["in 2 days at noon", { date: "2026-11-23", time: "12:00" }],
    ["next week", { date: "2026-11-28", time: "09:00" }],
    ["5pm", { date: "2026-11-21", time: "17:00" }],
  ])("%s", (phrase, expected) => expect(resolveDateTime(phrase, NOW)).toEqual(expected));

  it("refuses what is not a time", () => {
    expect(resolveDateTime("whenever", NOW)).toBeUndefined();
    expect(readTime("25:00")).toBeUndefined();
    expect(readTime("in 2")).toBeUndefined();
  });
});

describe("the chat understands posts", () => {
  it.each([
    ["what posts are coming up?", { op: "posts" }],
    ["show my scheduled posts", { op: "posts" }],
    [
      "schedule a post about our spring workshop on linkedin tomorrow at 9am",
      { op: "post.schedule", text: "Our spring workshop.", platforms: "linkedin", at: "tomorrow at 9am" },
    ],
    [
      "please schedule a post about the new price list on linkedin and x friday 14:30",
      { op: "post.schedule", text: "The new price list.", platforms: "linkedin,twitter", at: "friday 14:30" },
    ],
    ["schedule a post about three tips for bakeries", { op: "post.schedule", text: "Three tips for bakeries." }],
    [
      'post "New prices are live!" on facebook tomorrow 5pm',
      { op: "post.schedule", text: "New prices are live!", platforms: "facebook", at: "tomorrow 5pm" },
    ],
  ])("%s", (text, intent) => expect(parseIntent(text, NOW)).toEqual(intent));
});

describe("microteam post, posts, publish --due", () => {
  it("schedules after a yes, lists what is coming, and publishes due posts through the platform", async () => {
    const peers = await startPlatformPeers();
    cleanups.push(peers.close);
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z", config: { social: socialSettingsFor(peers) } });
    const owner = await connectedOwner(t);
    const cli = cliHarness(t, owner.user.id, "2026-11-21T09:00:00Z");

    const refused = await cli.run([
      "post",
      "Our spring workshop opens next week",
      "--on",
      "linkedin,x",
      "--at",
      "tomorrow 9am",
    ]);
    expect(refused.questions[0]).toMatch(
      /^Schedule "Our spring workshop opens next week" on linkedin, twitter for Sun, Nov 22 9:00 AM\?$/,
    );
    expect(t.db.select().from(events).all()).toHaveLength(0);

    const done = await cli.run([
      "post",
      "Our spring workshop opens next week",
      "--on",
      "linkedin,x",
      "--at",
      "tomorrow 9am",
      "--yes",
    ]);
    expect(done.exitCode).toBe(0);
    expect(done.stdout).toMatch(/Scheduled for Sun, Nov 22 9:00 AM on linkedin, twitter \(id \w{8}\)\./);
    const bad = await cli.run(["post", "Hi", "--on", "myspace", "--yes"]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("Unknown platform: myspace");

    const list = await cli.run(["posts"]);
    expect(list.stdout).toContain("Our spring workshop opens next week");
    expect(list.stdout).toContain("linkedin, twitter");

    // The next day at 09:00 Paris (08:00Z) it is due.
    t.clock.set(new Date("2026-11-22T08:01:00Z"));
    const published = await cli.run(["publish", "--due"]);
    expect(published.exitCode).toBe(0);
    expect(published.stdout).toContain("1 post released: 2 to publish");
    expect(published.stdout).toContain("2 platform posts published.");
    expect(peers.linkedin.posts).toHaveLength(1);
    expect(peers.twitter.posts).toHaveLength(1);
    expect((await cli.run(["publish", "--due"])).stdout).toContain("No posts are due");
  });

  it("names the posts left to post by hand when a platform has no token", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await t.signUp();
    const cli = cliHarness(t, owner.user.id, "2026-11-21T09:00:00Z");
    expect(
      (await cli.run(["post", "Copy me by hand", "--on", "linkedin", "--at", "tomorrow 9am", "--yes"])).exitCode,
    ).toBe(0);
    t.clock.set(new Date("2026-11-22T12:00:00Z"));
    const released = await cli.run(["publish", "--due"]);
    expect(released.exitCode).toBe(0);
    expect(released.stdout).toContain("1 post released: 0 to publish, 1 to post by hand.");
    expect(released.stdout).toContain('Ready to post by hand: "Copy me by hand" on linkedin (no token)');
  });
});
