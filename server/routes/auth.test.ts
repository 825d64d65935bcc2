import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, subscriptions, users } from "@core/db";
import { makeTestApp, sessionCookie } from "../../test/app";

describe("sign-up", () => {
  it("creates the account on a 2-week starter trial and starts a session", async () => {
    const t = makeTestApp();
    const res = await t.call("POST", "/api/auth/signup", {
      body: { email: "Jane@Example.com", password: "plum tartan kettle", firstName: "Jane", lastName: "Doe" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      email: "jane@example.com",
      firstName: "Jane",
      subscriptionTier: "starter",
      subscriptionStatus: "trial",
      onboardingCompleted: false,
    });
    expect(res.json.passwordHash).toBeUndefined();
    expect(new Date(res.json.trialEndDate).getTime() - new Date(res.json.trialStartDate).getTime()).toBe(
      14 * 86_400_000,
    );
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await t.call("GET", "/api/auth/user", { cookie: sessionCookie(res.headers) });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe("jane@example.com");
    const stored = t.db.select().from(users).where(eq(users.email, "jane@example.com")).get()!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(t.db.select().from(subscriptions).where(eq(subscriptions.userId, stored.id)).get()?.status).toBe("trialing");
  });

  it("names each bad field and stores nothing", async () => {
    const t = makeTestApp();
    const res = await t.call("POST", "/api/auth/signup", { body: { email: "not-an-email", password: "short" } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
    });
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });

  it("refuses a second account with the same email", async () => {
    const t = makeTestApp();
    await t.signUp("sam@example.com");
    const res = await t.call("POST", "/api/auth/signup", {
      body: { email: "SAM@example.com", password: "plum tartan kettle" },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("We couldn't create an account with this email. If you already have one, sign in.");
    expect(t.db.select().from(users).all()).toHaveLength(1);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const t = makeTestApp();
    const res = await t.call("POST", "/api/auth/signup", {
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.body).toBe("Expected a JSON body");
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one with 401", async () => {
    const t = makeTestApp();
    const { email, password } = await t.signUp();
    const ok = await t.call("POST", "/api/auth/signin", { body: { email, password } });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe(email);
    expect(sessionCookie(ok.headers)).toMatch(/^mt_session=/);
    const bad = await t.call("POST", "/api/auth/signin", { body: { email, password: "wrong password" } });
    expect(bad.status).toBe(401);
    expect(bad.json.message).toBe("Invalid email or password");
    const unknown = await t.call("POST", "/api/auth/signin", { body: { email: "nobody@example.com", password } });
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toBe("Invalid email or password");
  });

  it("rate limits failed sign-ins per address", async () => {
    const t = makeTestApp({
      config: { rateLimits: { signIn: { limit: 3, windowMs: 60_000 }, support: { limit: 5, windowMs: 60_000 } } },
    });
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.call("POST", "/api/auth/signin", { body: { email, password: "guess-" + i } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await t.call("POST", "/api/auth/signin", { body: { email, password: "another" } });
    expect(limited.json.code).toBe("RATE_LIMITED");
  });

  it("ends the session on sign-out and on GET /api/logout", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    expect((await t.call("POST", "/api/auth/signout", { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(401);

    const second = await t.signUp();
    const logout = await t.call("GET", "/api/logout", { cookie: second.cookie });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect((await t.call("GET", "/api/auth/user", { cookie: second.cookie })).status).toBe(401);
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
  });

  it("serves the sign-in page at /api/login and sends a signed-in owner home", async () => {
    const t = makeTestApp({ config: { webDist: "/nonexistent" } });
    const page = await t.call("GET", "/api/login");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const { cookie } = await t.signUp();
    const again = await t.call("GET", "/api/login", { cookie });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/");
  });

  it("answers 401 for GET /api/auth/user when signed out or the session expired", async () => {
    const t = makeTestApp();
    expect((await t.call("GET", "/api/auth/user")).status).toBe(401);
    const { cookie } = await t.signUp();
    t.clock.advanceDays(31);
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(401);
  });
});

describe("API tokens", () => {
  it("creates a token shown once that works as a Bearer token on /api routes", async () => {
    const t = makeTestApp();
    const { cookie, email } = await t.signUp();
    const created = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "laptop" } });
    expect(created.status).toBe(201);
    expect(created.json.token).toMatch(/^mt_/);
    const list = await t.call("GET", "/api/auth/tokens", { cookie });
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({ id: created.json.id, name: "laptop", hint: created.json.token.slice(-4) });
    expect(list.json[0].token).toBeUndefined();

    const me = await t.call("GET", "/api/auth/user", { token: created.json.token });
    expect(me.json.email).toBe(email);
    const profile = await t.call("GET", "/api/user/profile", { token: created.json.token });
    expect(profile.status).toBe(200);
    expect((await t.call("GET", "/api/auth/tokens", { cookie })).json[0].lastUsedAt).not.toBeNull();

    expect((await t.call("DELETE", `/api/auth/tokens/${created.json.id}`, { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { token: created.json.token })).status).toBe(401);
  });

  it("answers 404 for an unknown token id and for another owner's", async () => {
    const t = makeTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const token = await t.call("POST", "/api/auth/tokens", { cookie: alice.cookie, body: { name: "cli" } });
    expect((await t.call("DELETE", `/api/auth/tokens/${token.json.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await t.call("DELETE", `/api/auth/tokens/nope`, { cookie: alice.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/auth/user", { token: token.json.token })).status).toBe(200);
  });

  it("requires a name", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: " " } });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ name: "Name is required" });
  });
});

describe("request protections", () => {
  it("refuses a cross-site state change with 403", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("PUT", "/api/user/billing", {
      cookie,
      headers: { origin: "https://evil.example" },
      body: { defaultHourlyRate: "1", defaultCurrency: "USD", paymentTerms: "30" },
    });
    expect(res.status).toBe(403);
    const same = await t.call("PUT", "/api/user/billing", {
      cookie,
      headers: { origin: "http://localhost", host: "localhost" },
      body: { defaultHourlyRate: "1", defaultCurrency: "USD", paymentTerms: "30" },
    });
    expect(same.status).toBe(200);
  });

  it("refuses a body over the limit with 413", async () => {
    const t = makeTestApp();
    const res = await t.call("POST", "/api/support/contact", {
      body: { name: "x", email: "x@example.com", question: "q".repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const t = makeTestApp();
    const res = await t.call("GET", "/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
  });
});
