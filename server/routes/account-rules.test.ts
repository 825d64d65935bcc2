import { describe, expect, it } from "vitest";
import { users } from "@core/db";
import { capturingLogger } from "@core/log";
import { makeTestApp } from "../../test/app";

const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Olive",
  lastName: "Owner",
  email,
  ...extra,
});

async function withToken(t: ReturnType<typeof makeTestApp>) {
  const owner = await t.signUp();
  const created = await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "laptop" } });
  return { ...owner, token: created.json.token as string, tokenId: created.json.id as string };
}

describe("passwords", () => {
  it.each(["12345678", "password", "        ", "qwertyuiop", "iloveyou1"])(
    "refuses %j at sign-up, naming why",
    async (password) => {
      const t = makeTestApp();
      const res = await t.call("POST", "/api/auth/signup", { body: { email: "new@example.com", password } });
      expect(res.status).toBe(400);
      expect(res.json.fields.password).toMatch(/^This password is too easy to guess\./);
      expect(t.db.select().from(users).all()).toHaveLength(0);
    },
  );

  it("keeps the spec's message for a short password, and refuses the owner's own name or email", async () => {
    const t = makeTestApp();
    const short = await t.call("POST", "/api/auth/signup", { body: { email: "new@example.com", password: "abc" } });
    expect(short.json.fields).toEqual({ password: "Password must be at least 8 characters" });
    const named = await t.call("POST", "/api/auth/signup", {
      body: { email: "margaretha@example.com", password: "margaretha1", firstName: "Margaretha" },
    });
    expect(named.status).toBe(400);
    expect(named.json.fields.password).toMatch(/too easy to guess/);
  });

  it("refuses a weak new password on password change", async () => {
    const t = makeTestApp();
    const { cookie, password } = await t.signUp();
    const res = await t.call("PUT", "/api/user/password", {
      cookie,
      body: { currentPassword: password, newPassword: "password1" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.newPassword).toBe(
      "This password is too easy to guess. This is a commonly used password. Add more words that are less common.",
    );
  });
});

describe("sign-in email, password and tokens need a browser session", () => {
  it("changes the email only with the current password", async () => {
    const t = makeTestApp();
    const { cookie, password, email } = await t.signUp();
    const missing = await t.call("PUT", "/api/user/profile", { cookie, body: profile("new@example.com") });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ currentPassword: "Current password is required" });
    const wrong = await t.call("PUT", "/api/user/profile", {
      cookie,
      body: profile("new@example.com", { currentPassword: "not my password" }),
    });
    expect(wrong.json.fields).toEqual({ currentPassword: "Current password is incorrect" });
    expect((await t.call("GET", "/api/auth/user", { cookie })).json.email).toBe(email);

    // Other fields change without it.
    const rename = await t.call("PUT", "/api/user/profile", { cookie, body: profile(email, { firstName: "Ada" }) });
    expect(rename.status).toBe(200);
    const ok = await t.call("PUT", "/api/user/profile", {
      cookie,
      body: profile("New@Example.com", { currentPassword: password }),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe("new@example.com");
  });

  it("refuses an email or password change by API token with 403", async () => {
    const t = makeTestApp();
    const { token, password, email } = await withToken(t);
    const emailChange = await t.call("PUT", "/api/user/profile", {
      token,
      body: profile("thief@example.com", { currentPassword: password }),
    });
    expect(emailChange.status).toBe(403);
    expect(emailChange.json.message).toBe(
      "Changing your sign-in email needs you to be signed in to the web app; an API token cannot do it.",
    );
    expect(
      (await t.call("PUT", "/api/user/profile", { token, body: profile(email, { lastName: "Oak" }) })).status,
    ).toBe(200);
    const passwordChange = await t.call("PUT", "/api/user/password", {
      token,
      body: { currentPassword: password, newPassword: "plum tartan kettle" },
    });
    expect(passwordChange.status).toBe(403);
  });

  it("does not let an API token create tokens or revoke others, only itself", async () => {
    const t = makeTestApp();
    const { cookie, token, tokenId } = await withToken(t);
    const other = await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "ci" } });
    const minted = await t.call("POST", "/api/auth/tokens", { token, body: { name: "more" } });
    expect(minted.status).toBe(403);
    expect(minted.json.message).toBe(
      "Creating an API token needs you to be signed in to the web app; an API token cannot do it.",
    );
    expect((await t.call("DELETE", `/api/auth/tokens/${other.json.id}`, { token })).status).toBe(403);
    expect((await t.call("GET", "/api/auth/tokens", { cookie })).json).toHaveLength(2);
    expect((await t.call("DELETE", `/api/auth/tokens/${tokenId}`, { token })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { token })).status).toBe(401);
  });
});

describe("sign-up", () => {
  it("gives one 201 and nine neutral 409s to ten simultaneous sign-ups with one email", async () => {
    const t = makeTestApp();
    const body = { email: "race@example.com", password: "plum tartan kettle" };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call("POST", "/api/auth/signup", { body, remoteAddress: `192.0.2.${i + 10}` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.json.message).toBe("We couldn't create an account with this email. If you already have one, sign in.");
    }
    expect(t.db.select().from(users).all()).toHaveLength(1);
  });

  it("is rate limited per address", async () => {
    const t = makeTestApp({ config: { rateLimits: { signUp: { limit: 3, windowMs: 3_600_000 } } } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call("POST", "/api/auth/signup", {
        body: { email: `n${i}@example.com`, password: "plum tartan kettle" },
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const other = await t.call("POST", "/api/auth/signup", {
      body: { email: "x@example.com", password: "plum tartan kettle" },
      remoteAddress: "192.0.2.200",
    });
    expect(other.status).toBe(201);
  });
});

describe("bodies that are not JSON objects", () => {
  it.each(["null", "[]", "42", '"text"', "true"])(
    "answers %s with 400 on sign-in, support, client import and task update",
    async (body) => {
      const t = makeTestApp();
      const { cookie } = await t.signUp();
      const task = await t.call("POST", "/api/tasks", { cookie, body: { title: "Call Acme", category: "Sales" } });
      for (const [method, path] of [
        ["POST", "/api/auth/signin"],
        ["POST", "/api/auth/signup"],
        ["POST", "/api/support/contact"],
        ["POST", "/api/clients/import"],
        ["PUT", `/api/tasks/${task.json.id}`],
        ["PUT", "/api/user/profile"],
      ]) {
        const res = await t.call(method, path, { cookie, body, headers: { "content-type": "application/json" } });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.json).toMatchObject({ code: "VALIDATION", fields: { body: "Expected a JSON object" } });
      }
    },
  );

  it("answers PUT /api/tasks/{id} with {} with 400 and changes nothing", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const task = await t.call("POST", "/api/tasks", { cookie, body: { title: "Call Acme", category: "Sales" } });
    const res = await t.call("PUT", `/api/tasks/${task.json.id}`, { cookie, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION");
  });
});

describe("re-entering the password", () => {
  it("locks sensitive changes after five wrong passwords, and says so in the audit log", async () => {
    const log = capturingLogger();
    const t = makeTestApp({ log });
    const owner = await t.signUp();
    const wrong = { currentPassword: "not my password", newPassword: "plum tartan kettle orange" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.call("PUT", "/api/user/password", { cookie: owner.cookie, body: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits now, on every sensitive change.
    const right = await t.call("PUT", "/api/user/password", {
      cookie: owner.cookie,
      body: { currentPassword: owner.password, newPassword: "plum tartan kettle orange" },
    });
    expect(right.status).toBe(429);
    expect(right.json.message).toBe("Too many wrong passwords. Try again in 15 minutes.");
    expect(
      (
        await t.call("DELETE", "/api/user", {
          cookie: owner.cookie,
          body: { password: owner.password, confirmation: "DELETE" },
        })
      ).status,
    ).toBe(429);
    expect(log.lines.filter((l) => l.audit === "reauth.failure")).toHaveLength(4);
    expect(log.lines.filter((l) => l.audit === "reauth.locked")).toHaveLength(1);
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    expect(
      (
        await t.call("PUT", "/api/user/password", {
          cookie: owner.cookie,
          body: { currentPassword: owner.password, newPassword: "plum tartan kettle orange" },
        })
      ).status,
    ).toBe(200);
  });
});
