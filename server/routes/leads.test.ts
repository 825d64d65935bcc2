import { describe, expect, it } from "vitest";
import { leads, linkClicks, notifications, webhookDeliveries } from "@core/db";
import { textForPlatform } from "@core/leads";
import { makeTestApp } from "../../test/app";
import { ownerWithLinkedPost } from "../../test/leads-owner";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

const click = (
  t: ReturnType<typeof makeTestApp>,
  code: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => t.call("GET", `/l/${code}`, { headers: { "user-agent": CHROME, ...headers }, remoteAddress });

describe("a post's tracked links", () => {
  it("gives each platform its own short link, put where the text says {link}", async () => {
    const t = makeTestApp();
    const { post, codes } = await ownerWithLinkedPost(t);
    expect(post.trackedLinks.map((l: { platform: string }) => l.platform)).toEqual(["linkedin", "twitter"]);
    expect(codes.linkedin).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(codes.linkedin).not.toBe(codes.twitter);
    expect(textForPlatform(t.services, post.id, "linkedin", post.description)).toBe(
      `Three ways to get paid faster. Book a call: ${t.services.settings.publicUrl}/l/${codes.linkedin}`,
    );
    // Without the placeholder, the link goes on its own line at the end.
    expect(textForPlatform(t.services, post.id, "twitter", "Hello")).toBe(
      `Hello\n\n${t.services.settings.publicUrl}/l/${codes.twitter}`,
    );
    // A platform the post does not go to has no link, and the text is left alone.
    expect(textForPlatform(t.services, post.id, "facebook", "Hello")).toBe("Hello");
  });

  it("follows the platforms when the post is edited, and comes off with trackedLink: false", async () => {
    const t = makeTestApp();
    const { cookie, post, codes } = await ownerWithLinkedPost(t);
    const edited = await t.call("PUT", `/api/events/${post.id}`, {
      cookie,
      body: { platforms: ["linkedin", "facebook"] },
    });
    expect(edited.status).toBe(200);
    const paths = Object.fromEntries(
      edited.json.trackedLinks.map((l: { platform: string; path: string }) => [l.platform, l.path]),
    );
    expect(paths.linkedin).toBe(`/l/${codes.linkedin}`);
    expect(paths.facebook).toMatch(/^\/l\//);
    expect(paths.twitter).toBeUndefined();
    const off = await t.call("PUT", `/api/events/${post.id}`, { cookie, body: { trackedLink: false } });
    expect(off.json.trackedLinks).toEqual([]);
    expect((await click(t, codes.linkedin)).status).toBe(404);
  });

  it("refuses a non-boolean trackedLink, naming the field", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/events", {
      cookie,
      body: { content: "Hi", platforms: ["linkedin"], scheduledFor: "2026-11-25", trackedLink: "yes" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.trackedLink).toBe("trackedLink must be true or false");
  });

  it("checks a post's length with its link: a tweet that fits alone but not with the link is refused", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const body = { content: "x".repeat(279), platforms: ["twitter"], scheduledFor: "2026-11-25" };
    expect((await t.call("POST", "/api/events", { cookie, body })).status).toBe(201);
    const res = await t.call("POST", "/api/events", { cookie, body: { ...body, trackedLink: true } });
    expect(res.status).toBe(400);
    expect(res.json.fields["platforms.twitter"]).toBeTruthy();
  });
});

describe("GET /l/{code}", () => {
  it("redirects to the contact page and counts a person's click once per 30 minutes", async () => {
    const t = makeTestApp();
    const { codes } = await ownerWithLinkedPost(t);
    const first = await click(t, codes.linkedin);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/contact/${codes.linkedin}`);
    expect(first.headers.get("cache-control")).toBe("no-store");
    await click(t, codes.linkedin);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(1);
    // Another visitor counts; so does the first one again after the window.
    await click(t, codes.linkedin, {}, "198.51.100.7");
    t.clock.set(new Date(t.clock.now().getTime() + 31 * 60_000));
    await click(t, codes.linkedin);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(3);
    // The visitor is a keyed hash, never the address.
    expect(JSON.stringify(t.db.select().from(linkClicks).all())).not.toContain("192.0.2.1");
  });

  it("redirects robots, prefetches and HEAD requests without counting them", async () => {
    const t = makeTestApp();
    const { codes } = await ownerWithLinkedPost(t);
    const seen = [
      await click(t, codes.linkedin, {
        "user-agent": "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      }),
      await click(t, codes.linkedin, { "user-agent": "Twitterbot/1.0" }),
      await click(t, codes.linkedin, {
        "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      }),
      await click(t, codes.linkedin, { "user-agent": "" }),
      await click(t, codes.linkedin, { "sec-purpose": "prefetch" }),
      await click(t, codes.linkedin, { purpose: "prefetch" }),
      await t.call("HEAD", `/l/${codes.linkedin}`, { headers: { "user-agent": CHROME } }),
    ];
    expect(seen.map((r) => r.status)).toEqual([302, 302, 302, 302, 302, 302, 302]);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(0);
  });

  it("answers 404 for forged, malformed and deleted codes, saying nothing of why", async () => {
    const t = makeTestApp();
    const { cookie, post, codes } = await ownerWithLinkedPost(t);
    for (const code of [
      "AAAAAAAAAAAA",
      "short",
      `${codes.linkedin}x`,
      "..%2F..%2Fapi%2F",
      "%00%00%00%00%00%00%00%00%00%00%00%00",
    ]) {
      const res = await click(t, code);
      expect(res.status).toBe(404);
      expect(res.text).toContain("This link does not exist");
    }
    await t.call("DELETE", `/api/events/${post.id}`, { cookie });
    expect((await click(t, codes.twitter)).status).toBe(404);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(0);
  });

  it("is rate limited per address", async () => {
    const t = makeTestApp({ config: { rateLimits: { links: { limit: 3, windowMs: 60_000 } } } });
    const { codes } = await ownerWithLinkedPost(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await click(t, codes.linkedin)).status);
    expect(statuses).toEqual([302, 302, 302, 429]);
  });
});

describe("the public contact page", () => {
  it("shows the business's name and nothing else of the owner", async () => {
    const t = makeTestApp();
    const { codes } = await ownerWithLinkedPost(t);
    const page = await t.call("GET", `/api/public/contact/${codes.linkedin}`);
    expect(page.status).toBe(200);
    expect(page.json).toEqual({ businessName: "Olive & Co" });
  });

  it("records a lead by hand: no post, no bell, a second one with the same email refused", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const bad = await t.call("POST", "/api/leads", { cookie, body: { name: "", email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({ name: "Name is required", email: "Please enter a valid email" });
    const made = await t.call("POST", "/api/leads", {
      cookie,
      body: { name: " Jonah ", email: "Jonah@SunsetSurf.com", message: "Wants a Shopify store" },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: "Jonah",
      email: "jonah@sunsetsurf.com",
      message: "Wants a Shopify store",
      status: "new",
      platform: "manual",
      post: null,
      client: null,
      won: false,
    });
    expect(
      t.db
        .select()
        .from(notifications)
        .all()
        .filter((n) => n.type === "lead_received"),
    ).toEqual([]);
    const again = await t.call("POST", "/api/leads", { cookie, body: { name: "J", email: "jonah@sunsetsurf.com" } });
    expect(again.status).toBe(409);
    expect(again.json.fields).toEqual({ email: "Jonah <jonah@sunsetsurf.com> is already one of your leads." });
    const client = await t.call("POST", `/api/leads/${made.json.id}/client`, { cookie });
    expect(client.json).toMatchObject({ status: "client", clientCreated: true, won: true });
    expect(t.db.select().from(leads).all()).toHaveLength(1);
  });

  it("records a lead with the post and platform, rings the bell and sends lead.created", async () => {
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 3 },
      },
    });
    const { cookie, post, codes } = await ownerWithLinkedPost(t);
    const hook = await t.call("POST", "/api/webhooks/endpoints", {
      cookie,
      body: { url: "http://127.0.0.1:9/hooks", events: ["lead.created"] },
    });
    expect(hook.status).toBe(201);
    const sent = await t.call("POST", `/api/public/contact/${codes.twitter}`, {
      body: { name: "  Jamie Lee ", email: "Jamie@Example.org", message: "Can you help with my books?", website: "" },
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ received: true });

    const list = await t.call("GET", "/api/leads", { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    expect(list.json[0]).toMatchObject({
      name: "Jamie Lee",
      email: "jamie@example.org",
      message: "Can you help with my books?",
      status: "new",
      platform: "twitter",
      post: { id: post.id, title: post.title },
      client: null,
      won: false,
    });
    const [bell] = t.db
      .select()
      .from(notifications)
      .all()
      .filter((n) => n.type === "lead_received");
    expect(bell).toMatchObject({ title: "New lead: Jamie Lee", href: "/leads" });
    expect(bell.description).toBe(`Jamie Lee wrote through your Twitter post "${post.title}".`);
    const [delivery] = t.db
      .select()
      .from(webhookDeliveries)
      .all()
      .filter((d) => d.eventType === "lead.created");
    const payload = JSON.parse(delivery.payload);
    expect(payload).toMatchObject({
      type: "lead.created",
      data: { name: "Jamie Lee", email: "jamie@example.org", platform: "twitter", post: { id: post.id } },
    });
  });

  it("takes a filled honeypot as sent but keeps nothing", async () => {
    const t = makeTestApp();
    const { cookie, codes } = await ownerWithLinkedPost(t);
    const res = await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: "Bot", email: "bot@spam.test", message: "Buy now", website: "http://spam.test" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ received: true });
    expect(t.db.select().from(leads).all()).toHaveLength(0);
    expect((await t.call("GET", "/api/leads", { cookie })).json).toEqual([]);
  });

  it("names the field that is wrong and writes nothing", async () => {
    const t = makeTestApp();
    const { codes } = await ownerWithLinkedPost(t);
    const res = await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: " ", email: "not-an-email" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({ name: "Name is required", email: "Please enter a valid email" });
    expect(t.db.select().from(leads).all()).toHaveLength(0);
  });

  it("answers 404 for a forged code, before reading the body", async () => {
    const t = makeTestApp();
    await ownerWithLinkedPost(t);
    expect((await t.call("GET", "/api/public/contact/AAAAAAAAAAAA")).status).toBe(404);
    const res = await t.call("POST", "/api/public/contact/AAAAAAAAAAAA", { body: { name: "A", email: "a@b.test" } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: "NOT_FOUND", message: "Link not found" });
  });

  it("is rate limited per address", async () => {
    const t = makeTestApp({ config: { rateLimits: { contact: { limit: 2, windowMs: 60_000 } } } });
    const { codes } = await ownerWithLinkedPost(t);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.call("GET", `/api/public/contact/${codes.linkedin}`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("leads becoming clients, and the money they bring", () => {
  it("makes a lead a client in one click and credits their payments to the post and platform", async () => {
    const t = makeTestApp();
    const { cookie, post, codes } = await ownerWithLinkedPost(t);
    await click(t, codes.linkedin);
    await click(t, codes.linkedin, {}, "198.51.100.9");
    await click(t, codes.twitter);
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: "Jamie Lee", email: "jamie@example.org" },
    });
    const lead = (await t.call("GET", "/api/leads", { cookie })).json[0];

    const made = await t.call("POST", `/api/leads/${lead.id}/client`, { cookie });
    expect(made.status).toBe(200);
    expect(made.json).toMatchObject({
      status: "client",
      won: true,
      clientCreated: true,
      client: { name: "Jamie Lee" },
    });
    const client = (await t.call("GET", `/api/clients/${made.json.client.id}`, { cookie })).json;
    expect(client).toMatchObject({ name: "Jamie Lee", email: "jamie@example.org", status: "active" });
    expect((await t.call("POST", `/api/leads/${lead.id}/client`, { cookie })).status).toBe(409);
    // The client's page reads where they came from.
    const source = await t.call("GET", `/api/leads?clientId=${client.id}`, { cookie });
    expect(source.json).toMatchObject([{ id: lead.id, platform: "linkedin", post: { id: post.id }, won: true }]);

    const paid = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "1200", dueDate: "2026-12-01" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${paid.id}/payments`, { cookie, body: { amount: "1200" } });
    const partial = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "500", dueDate: "2026-12-15" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${partial.id}/payments`, { cookie, body: { amount: "150" } });
    // Unpaid work is not revenue.
    await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "999", dueDate: "2026-12-20" },
    });

    const posts = await t.call("GET", "/api/analytics/links/posts", { cookie });
    expect(posts.status).toBe(200);
    expect(posts.headers.get("x-total-count")).toBe("1");
    expect(posts.json[0]).toMatchObject({
      postId: post.id,
      clicks: 3,
      leads: 1,
      clientsWon: 1,
      revenue: "1350.00",
      platforms: [
        { platform: "twitter", clicks: 1, leads: 0, clientsWon: 0, revenue: "0.00" },
        { platform: "linkedin", clicks: 2, leads: 1, clientsWon: 1, revenue: "1350.00" },
      ],
    });
    const summary = await t.call("GET", "/api/analytics/links", { cookie });
    expect(summary.json).toMatchObject({
      currency: "USD",
      totals: { clicks: 3, leads: 1, clientsWon: 1, revenue: "1350.00", postsWithLinks: 1 },
    });
    expect(summary.json.platforms.map((p: { platform: string }) => p.platform)).toEqual(["twitter", "linkedin"]);
  });

  it("links a lead to the client who already had that email, without crediting the post", async () => {
    const t = makeTestApp();
    const { cookie, codes } = await ownerWithLinkedPost(t);
    const existing = (
      await t.call("POST", "/api/clients", { cookie, body: { name: "Jamie L.", email: "jamie@example.org" } })
    ).json;
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: "Jamie Lee", email: "jamie@example.org" },
    });
    const lead = (await t.call("GET", "/api/leads", { cookie })).json[0];
    const made = await t.call("POST", `/api/leads/${lead.id}/client`, { cookie });
    expect(made.json).toMatchObject({ clientCreated: false, won: false, client: { id: existing.id } });
    const inv = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: existing.id, amount: "300", dueDate: "2026-12-01" },
      })
    ).json;
    await t.call("POST", `/api/invoices/${inv.id}/payments`, { cookie, body: { amount: "300" } });
    expect((await t.call("GET", "/api/analytics/links", { cookie })).json.totals).toMatchObject({
      leads: 1,
      clientsWon: 0,
      revenue: "0.00",
    });
  });

  it("answers 404 for another owner's lead and post figures stay each owner's own", async () => {
    const t = makeTestApp();
    const { codes } = await ownerWithLinkedPost(t);
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: "Jamie Lee", email: "jamie@example.org" },
    });
    const [lead] = t.db.select().from(leads).all();
    const other = await t.signUp();
    expect((await t.call("POST", `/api/leads/${lead.id}/client`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call("DELETE", `/api/leads/${lead.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/leads", { cookie: other.cookie })).json).toEqual([]);
    expect((await t.call("GET", "/api/analytics/links/posts", { cookie: other.cookie })).json).toEqual([]);
    expect((await t.call("GET", "/api/analytics/links", { cookie: other.cookie })).json.totals.leads).toBe(0);
    expect(t.db.select().from(leads).all()[0].status).toBe("new");
  });

  it("deletes a lead; the client it became stays a client", async () => {
    const t = makeTestApp();
    const { cookie, codes } = await ownerWithLinkedPost(t);
    await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
      body: { name: "Jamie Lee", email: "jamie@example.org" },
    });
    const [lead] = t.db.select().from(leads).all();
    const made = (await t.call("POST", `/api/leads/${lead.id}/client`, { cookie })).json;
    expect((await t.call("DELETE", `/api/leads/${lead.id}`, { cookie })).status).toBe(200);
    expect((await t.call("GET", `/api/clients/${made.client.id}`, { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/leads", { cookie })).json).toEqual([]);
  });

  it("pages leads by the paging contract, newest first, with a status filter and a search", async () => {
    const t = makeTestApp();
    const { cookie, codes } = await ownerWithLinkedPost(t);
    for (let i = 0; i < 5; i++) {
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      await t.call("POST", `/api/public/contact/${codes.linkedin}`, {
        body: { name: `Lead ${i}`, email: `l${i}@x.test` },
      });
    }
    const first = await t.call("GET", "/api/leads?limit=2", { cookie });
    expect(first.json.map((l: { name: string }) => l.name)).toEqual(["Lead 4", "Lead 3"]);
    expect(first.headers.get("x-total-count")).toBe("5");
    const next = first.headers.get("link")!.match(/<([^>]+)>/)![1];
    expect((await t.call("GET", next, { cookie })).json.map((l: { name: string }) => l.name)).toEqual([
      "Lead 2",
      "Lead 1",
    ]);
    expect((await t.call("GET", "/api/leads?q=Lead%200", { cookie })).json).toHaveLength(1);
    expect((await t.call("GET", "/api/leads?status=client", { cookie })).json).toEqual([]);
    const bad = await t.call("GET", "/api/leads?status=maybe", { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.status).toBeTruthy();
  });
});
