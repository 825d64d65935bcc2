import { describe, expect, it } from "vitest";
import { capturingLogger } from "@core/log";
import { makeTestApp } from "../../test/app";

const billing = { defaultHourlyRate: "80", defaultCurrency: "USD", paymentTerms: "30" };

describe("CSRF", () => {
  it("refuses a state change with Origin: null", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("PUT", "/api/user/billing", { cookie, headers: { origin: "null" }, body: billing });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Cross-site request refused");
  });

  it("judges a request with an Authorization header by that header alone, never by the cookie", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const junk = await t.call("GET", "/api/auth/user", { cookie, headers: { authorization: "Bearer mt_not-a-token" } });
    expect(junk.status).toBe(401);
    const basic = await t.call("GET", "/api/auth/user", { cookie, headers: { authorization: "Basic b2xpdmU6cHc=" } });
    expect(basic.status).toBe(401);
    // A foreign Authorization header earns no pass through the origin check either.
    const crossSite = await t.call("PUT", "/api/user/billing", {
      cookie,
      headers: { authorization: "Basic b2xpdmU6cHc=", origin: "https://evil.example" },
      body: billing,
    });
    expect(crossSite.status).toBe(403);
  });

  it("lets a real API token through whatever the Origin", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const { token } = (await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "script" } })).json;
    const res = await t.call("PUT", "/api/user/billing", { token, headers: { origin: "null" }, body: billing });
    expect(res.status).toBe(200);
  });

  it("ignores X-Forwarded-Host unless a trusted proxy sent it", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const spoofed = await t.call("PUT", "/api/user/billing", {
      cookie,
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example", host: "microteam.test" },
      body: billing,
    });
    expect(spoofed.status).toBe(403);
    const proxied = makeTestApp({ config: { trustProxy: ["loopback"] } });
    const owner = await proxied.signUp();
    const ok = await proxied.call("PUT", "/api/user/billing", {
      cookie: owner.cookie,
      headers: { origin: "https://app.example", "x-forwarded-host": "app.example", host: "127.0.0.1:5000" },
      remoteAddress: "127.0.0.1",
      body: billing,
    });
    expect(ok.status).toBe(200);
  });

  it("does not end the session on GET /api/logout from another site; asks with a form instead", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const crossSite = await t.call("GET", "/api/logout", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(200);
    expect(crossSite.text).toContain('<form method="post" action="/api/logout"');
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(200);
    const foreignReferer = await t.call("GET", "/api/logout", {
      cookie,
      headers: { referer: "https://evil.example/x" },
    });
    expect(foreignReferer.status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(200);

    const confirmed = await t.call("POST", "/api/logout", {
      cookie,
      headers: { origin: "http://localhost", host: "localhost" },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/");
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(401);

    const again = await t.signUp();
    const own = await t.call("GET", "/api/logout", {
      cookie: again.cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(302);
    expect((await t.call("GET", "/api/auth/user", { cookie: again.cookie })).status).toBe(401);
  });
});

describe("security headers", () => {
  it("serves a strict Content-Security-Policy without inline scripts", async () => {
    const t = makeTestApp();
    const res = await t.call("GET", "/");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("stripe.com");
    const withStripe = makeTestApp({
      config: { stripe: { secretKey: "sk_test_x", publishableKey: "pk_test_x", webhookSecret: "whsec_x" } },
    });
    expect((await withStripe.call("GET", "/")).headers.get("content-security-policy")).toContain(
      "script-src 'self' https://js.stripe.com",
    );
  });
});

describe("the JSON-lines log", () => {
  it("writes one line per request and audit lines, never a password, cookie or token", async () => {
    const log = capturingLogger();
    const t = makeTestApp({ log });
    const { email, password, cookie } = await t.signUp();
    await t.call("POST", "/api/auth/signin", { body: { email, password: "wrong guess here" } });
    await t.call("POST", "/api/auth/signin", { body: { email, password } });
    const { token } = (await t.call("POST", "/api/auth/tokens", { cookie, body: { name: "cli" } })).json;
    await t.call("GET", "/api/dashboard", { token });
    await t.call("GET", "/api/user/export", { cookie });
    // A client opening a pay link: the token opens the invoice, so it is never logged.
    const client = (await t.call("POST", "/api/clients", { cookie, body: { name: "Acme" } })).json;
    const invoice = (
      await t.call("POST", "/api/invoices", {
        cookie,
        body: { clientId: client.id, amount: "10", dueDate: "2026-12-01" },
      })
    ).json;
    const payToken = invoice.publicPath.split("/").pop();
    await t.call("GET", `/api/public/invoices/${payToken}`);

    const requests = log.lines.filter((l) => l.msg === "request");
    expect(requests.find((l) => l.path === "/api/auth/signin" && l.status === 401)).toMatchObject({
      level: "info",
      method: "POST",
      userId: null,
      ip: "192.0.2.1",
    });
    const dashboard = requests.find((l) => l.path === "/api/dashboard")!;
    expect(dashboard).toMatchObject({ method: "GET", status: 200, userId: expect.any(String) });
    expect(typeof dashboard.ms).toBe("number");
    const audits = log.lines.filter((l) => l.audit).map((l) => l.audit);
    expect(audits).toEqual(
      expect.arrayContaining([
        "signup.success",
        "signin.failure",
        "signin.success",
        "token.created",
        "token.used",
        "data.exported",
      ]),
    );
    const everything = JSON.stringify(log.lines);
    expect(requests.find((l) => l.path === "/api/public/invoices/[token]")).toMatchObject({ status: 200 });
    for (const secret of [password, token, cookie.split("=")[1], "wrong guess here", payToken]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("the sign-up limit", () => {
  it("counts accounts created or refused as existing, not a weak password being retried", async () => {
    const t = makeTestApp({ config: { rateLimits: { signUp: { limit: 3, windowMs: 3_600_000 } } as never } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await t.call("POST", "/api/auth/signup", { body: { email: `weak${i}@example.com`, password: "password" } }))
          .status,
      );
    }
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await t.call("POST", "/api/auth/signup", {
            body: { email: `ok${i}@example.com`, password: "plum tartan kettle" },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 201, 201, 201, 429]);
  });
});
