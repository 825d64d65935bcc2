import { describe, expect, it } from "vitest";
import { signinThrottles, users } from "@core/db";
import { makeTestApp, sessionCookie } from "../../test/app";

const spoofed = (i: number) => ({ "x-forwarded-for": `198.51.100.${i % 250}, 10.0.0.${i % 250}` });

/** The device cookie a successful sign-in gives the browser. */
function deviceCookie(headers: Headers): string {
  const match = /mt_device=([^;]*)/.exec(headers.get("set-cookie") ?? "");
  if (!match) throw new Error("no device cookie");
  return `mt_device=${match[1]}`;
}

describe("sign-in limits (production defaults)", () => {
  it("answers 429 to many wrong passwords whatever X-Forwarded-For says, and then refuses the right one too", async () => {
    const t = makeTestApp();
    const { email, password } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await t.call("POST", "/api/auth/signin", {
        body: { email, password: `wrong guess ${i}` },
        headers: spoofed(i),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
    const right = await t.call("POST", "/api/auth/signin", { body: { email, password }, headers: spoofed(7) });
    expect(right.status).toBe(429);
    expect(right.json.code).toBe("RATE_LIMITED");
  });

  it("limits support requests per real address, X-Forwarded-For or not", async () => {
    const t = makeTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.call("POST", "/api/support/contact", {
        body: { name: "Eve", email: `eve${i}@example.com`, question: "How do I send an invoice?" },
        headers: spoofed(i),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const elsewhere = await t.call("POST", "/api/support/contact", {
      body: { name: "Ann", email: "ann@example.com", question: "How do I send an invoice?" },
      remoteAddress: "192.0.2.99",
    });
    expect(elsewhere.status).toBe(201);
  });

  it("believes X-Forwarded-For only from a proxy named in TRUST_PROXY", async () => {
    const t = makeTestApp({
      config: { trustProxy: ["10.0.0.0/8"], rateLimits: { signIn: { limit: 3, windowMs: 60_000 } } },
    });
    const { email } = await t.signUp();
    const attempt = (from: string, remoteAddress = "10.0.0.5") =>
      t.call("POST", "/api/auth/signin", {
        body: { email, password: "wrong guess" },
        headers: { "x-forwarded-for": from },
        remoteAddress,
      });
    // Behind the trusted proxy, each client has its own allowance...
    expect([(await attempt("203.0.113.1")).status, (await attempt("203.0.113.1")).status]).toEqual([401, 401]);
    expect((await attempt("203.0.113.1")).status).toBe(401);
    expect((await attempt("203.0.113.1")).status).toBe(429);
    expect((await attempt("203.0.113.2")).status).toBe(401);
    // ...while a client talking to us directly cannot pick its address with the header.
    expect((await attempt("203.0.113.3", "192.0.2.50")).status).toBe(401);
    expect((await attempt("203.0.113.4", "192.0.2.50")).status).toBe(401);
    expect((await attempt("203.0.113.5", "192.0.2.50")).status).toBe(401);
    expect((await attempt("203.0.113.6", "192.0.2.50")).status).toBe(429);
  });
});

describe("account lockout with device cookies", () => {
  // Many addresses, so the per-address limit stays out of the way and only the account lock acts.
  const fail = (t: ReturnType<typeof makeTestApp>, email: string, i: number, cookie?: string) =>
    t.call("POST", "/api/auth/signin", {
      body: { email, password: `wrong guess ${i}` },
      remoteAddress: `203.0.113.${(i % 250) + 1}`,
      cookie,
    });

  it("locks the account for unknown browsers but lets the owner's trusted browser in", async () => {
    const t = makeTestApp();
    const { email, password } = await t.signUp();
    const first = await t.call("POST", "/api/auth/signin", { body: { email, password } });
    expect(first.status).toBe(200);
    const device = deviceCookie(first.headers);
    expect(first.headers.get("set-cookie")).toMatch(/mt_device=[^;]+;.*HttpOnly/);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await fail(t, email, i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);

    const attacker = await t.call("POST", "/api/auth/signin", {
      body: { email, password },
      remoteAddress: "203.0.113.200",
    });
    expect(attacker.status).toBe(429);
    expect(attacker.json.message).toBe(
      "Too many failed sign-ins for this account. Please wait 1 minute and try again, or sign in from a browser you have used before.",
    );
    const owner = await t.call("POST", "/api/auth/signin", { body: { email, password }, cookie: device });
    expect(owner.status).toBe(200);
    expect(sessionCookie(owner.headers)).toMatch(/^mt_session=/);
  });

  it("grows the lock with each round of failures, up to 15 minutes, and then lets the owner in anywhere", async () => {
    const t = makeTestApp();
    const { email, password } = await t.signUp();
    const lengths: string[] = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 10; i++) await fail(t, email, round * 10 + i);
      const locked = await fail(t, email, 999);
      expect(locked.status).toBe(429);
      lengths.push(/wait (\d+ minutes?)/.exec(locked.json.message)![1]);
      t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    }
    expect(lengths).toEqual(["1 minute", "2 minutes", "4 minutes", "8 minutes", "15 minutes", "15 minutes"]);
    expect((await t.call("POST", "/api/auth/signin", { body: { email, password } })).status).toBe(200);
  });

  it("counts a trusted browser's failures against that browser only", async () => {
    const t = makeTestApp();
    const { email, password } = await t.signUp();
    const device = deviceCookie((await t.call("POST", "/api/auth/signin", { body: { email, password } })).headers);
    for (let i = 0; i < 10; i++) expect((await fail(t, email, i, device)).status).toBe(401);
    const locked = await t.call("POST", "/api/auth/signin", { body: { email, password }, cookie: device });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Too many failed sign-ins from this browser/);
    // The account itself is not locked for other browsers.
    expect(
      (await t.call("POST", "/api/auth/signin", { body: { email, password }, remoteAddress: "192.0.2.77" })).status,
    ).toBe(200);
  });

  it("trusts a device cookie only for the account it was issued to, and never a forged one", async () => {
    const t = makeTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const aliceDevice = deviceCookie(
      (await t.call("POST", "/api/auth/signin", { body: { email: alice.email, password: alice.password } })).headers,
    );
    for (let i = 0; i < 10; i++) await fail(t, bob.email, i);
    const borrowed = await t.call("POST", "/api/auth/signin", {
      body: { email: bob.email, password: bob.password },
      cookie: aliceDevice,
    });
    expect(borrowed.status).toBe(429);
    const forged = await t.call("POST", "/api/auth/signin", {
      body: { email: bob.email, password: bob.password },
      cookie: "mt_device=abc.def",
    });
    expect(forged.status).toBe(429);
  });

  it("locks unknown emails the same way, so a lock reveals nothing", async () => {
    const t = makeTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await fail(t, "nobody@example.com", i)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(t.db.select().from(users).all()).toHaveLength(0);
    // Only a hash of the email is kept.
    expect(JSON.stringify(t.db.select().from(signinThrottles).all())).not.toContain("nobody");
  });
});
