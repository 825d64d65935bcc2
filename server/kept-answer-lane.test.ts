// The kept-answer lane (server/kept-answer-lane.ts) answers repeat reads before the app. Two real
// servers over the same app and database, one with the lane and one without, must answer every
// request alike: the same status, headers and bytes, the same request line, and the lane must step
// aside whenever the app would decide something.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { capturingLogger } from "@core/log";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";
import { keptAnswerLane } from "./kept-answer-lane";
import { createEncodingServer, encodingServer } from "./response-encoding";

const servers: ReturnType<typeof serve>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    // The path as written (URL would turn a backslash into a slash).
    const req = http.request(base, { method, headers, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ between any two answers (the time they were sent). */
const comparable = (a: Answer) => {
  const { date: _date, ...rest } = a.headers;
  return { status: a.status, headers: rest, body: a.body };
};

async function listen(t: ReturnType<typeof makeTestApp>, createServer: typeof http.createServer) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", createServer });
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An owner with data, a server with the lane (counting what it answers) and one without. */
async function setUp() {
  const log = capturingLogger();
  const t = makeTestApp({ log });
  const owner = await t.signUp();
  for (let i = 0; i < 60; i++) {
    const client = factories.client(t.db, owner.user.id, { name: `Client ${String(i).padStart(2, "0")}` });
    factories.invoice(t.db, owner.user.id, client.id, { description: `Work ${i}` });
  }
  const lane = keptAnswerLane(t.services, t.config);
  let answered = 0;
  const counted: typeof lane = (req, res) => {
    const done = lane(req, res);
    if (done) answered++;
    return done;
  };
  const withLane = await listen(t, encodingServer(counted));
  const withoutLane = await listen(t, createEncodingServer);
  // The security headers are computed as the lane starts: wait for them.
  await new Promise((r) => setTimeout(r, 50));
  return { t, log, owner, withLane, withoutLane, answered: () => answered };
}

const READS = [
  "/api/dashboard",
  "/api/tasks/prioritized",
  "/api/invoices?limit=50",
  "/api/invoices?limit=10&status=pending",
  "/api/clients?limit=50",
  "/api/auth/user",
  "/api/invoices/summary",
];

describe("the kept-answer lane", () => {
  it("answers a repeat read exactly as the app does: status, headers, bytes, in every encoding", async () => {
    const { owner, withLane, withoutLane, answered } = await setUp();
    for (const path of READS) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const headers = { cookie: owner.cookie, "accept-encoding": encoding };
        const made = await call(withoutLane, "GET", path, headers);
        // The first read through the lane's server is the app's, which keeps it (under that server's URL).
        await call(withLane, "GET", path, headers);
        const before = answered();
        const fromLane = await call(withLane, "GET", path, headers);
        expect(answered(), `${path} ${encoding}`).toBe(before + 1);
        expect(comparable(fromLane), `${path} ${encoding}`).toEqual(comparable(made));
        expect(fromLane.headers["content-security-policy"]).toContain("default-src 'self'");
        // Revalidation and HEAD go through the same response layer.
        const again = await call(withLane, "GET", path, { ...headers, "if-none-match": made.headers.etag! });
        expect(again.status).toBe(304);
        expect(comparable(again)).toEqual(
          comparable(await call(withoutLane, "GET", path, { ...headers, "if-none-match": made.headers.etag! })),
        );
        const head = await call(withLane, "HEAD", path, headers);
        expect(comparable(head)).toEqual(comparable(await call(withoutLane, "HEAD", path, headers)));
      }
    }
  });

  it("answers GET /api/config for anyone, signed in or not, as the app does", async () => {
    const { owner, withLane, withoutLane, answered } = await setUp();
    for (const headers of [{}, { cookie: owner.cookie }, { cookie: "mt_session=forged" }] as Record<string, string>[]) {
      const before = answered();
      const fromLane = await call(withLane, "GET", "/api/config", headers);
      expect(answered()).toBe(before + 1);
      expect(comparable(fromLane)).toEqual(comparable(await call(withoutLane, "GET", "/api/config", headers)));
    }
  });

  it("writes the request line the app writes", async () => {
    const { log, owner, withLane, withoutLane, answered } = await setUp();
    const lines = () => log.lines.filter((l) => l.msg === "request" || (l as { method?: string }).method);
    const headers = { cookie: owner.cookie, "x-forwarded-for": "203.0.113.9" };
    await call(withoutLane, "GET", "/api/dashboard", headers);
    await call(withoutLane, "GET", "/api/dashboard", headers);
    await call(withLane, "GET", "/api/dashboard", headers);
    await call(withLane, "GET", "/api/dashboard", headers);
    expect(answered()).toBe(1);
    const [fromApp, fromLane] = lines()
      .slice(-2)
      .map(({ ms, ...rest }) => {
        expect(typeof ms).toBe("number");
        return rest;
      });
    expect(fromLane).toEqual(fromApp);
    // qa14 F2: a HEAD is logged as a HEAD, by the app and by the lane (both are asked a GET).
    await call(withoutLane, "HEAD", "/api/dashboard", headers);
    await call(withLane, "HEAD", "/api/dashboard", headers);
    expect(answered()).toBe(2);
    expect(
      lines()
        .slice(-2)
        .map((l) => (l as { method?: string }).method),
    ).toEqual(["HEAD", "HEAD"]);
    expect(fromLane).toMatchObject({
      method: "GET",
      path: "/api/dashboard",
      status: 200,
      userId: owner.user.id,
      ip: "127.0.0.1",
    });
  });

  it("steps aside when the app must decide: a first read, a write since, a signed-out or forged cookie, a token, a change", async () => {
    const { t, owner, withLane, withoutLane, answered } = await setUp();
    const headers = { cookie: owner.cookie };
    // Nothing kept yet: the app answers (and keeps it).
    await call(withLane, "GET", "/api/dashboard", headers);
    expect(answered()).toBe(0);
    expect((await call(withLane, "GET", "/api/dashboard", headers)).status).toBe(200);
    expect(answered()).toBe(1);

    // A write from anywhere bumps the owner's revision: the next read is the app's, with the new data.
    const client = factories.client(t.db, owner.user.id, { name: "Zeta Fresh" });
    factories.invoice(t.db, owner.user.id, client.id, { description: "New work" });
    const fresh = await call(withLane, "GET", "/api/clients?limit=200", headers);
    expect(fresh.body).toContain("Zeta Fresh");

    // Another owner's cookie never gets the first owner's kept answer.
    const other = await t.signUp();
    await call(withLane, "GET", "/api/invoices?limit=50", headers);
    const theirs = await call(withLane, "GET", "/api/invoices?limit=50", { cookie: other.cookie });
    expect(JSON.parse(theirs.body)).toEqual([]);

    // A forged cookie, a token header of any kind, a write method: the app answers (401, 401, …).
    const count = answered();
    expect((await call(withLane, "GET", "/api/dashboard", { cookie: "mt_session=forged" })).status).toBe(401);
    expect((await call(withLane, "GET", "/api/dashboard", { ...headers, authorization: "Bearer nope" })).status).toBe(
      401,
    );
    expect((await call(withLane, "GET", "/api/dashboard", { authorization: "Basic eDp5" })).status).toBe(401);
    expect(answered()).toBe(count);

    // Signed out: the same cookie is refused at once, by the app.
    await call(withLane, "GET", "/api/dashboard", headers);
    const signedOut = await t.call("POST", "/api/auth/signout", { cookie: owner.cookie });
    expect(signedOut.status).toBeLessThan(300);
    const after = await call(withLane, "GET", "/api/dashboard", headers);
    expect(after.status).toBe(401);
    expect(comparable(after)).toEqual(comparable(await call(withoutLane, "GET", "/api/dashboard", headers)));
  });

  it("steps aside for a missing or bad Host header, a backslash in the path, a path outside /api/, and a query it has not seen", async () => {
    const { owner, withLane, withoutLane, answered } = await setUp();
    const headers = { cookie: owner.cookie };
    await call(withLane, "GET", "/api/dashboard", headers);
    await call(withLane, "GET", "/api/dashboard", headers);
    const count = answered();
    await call(withLane, "GET", "/api/dashboard", { ...headers, host: "evil.example:99999" });
    await call(withLane, "GET", "/api/dashboard?fresh=1", headers);
    await call(withLane, "GET", "/", headers);
    expect(answered()).toBe(count);
    // qa14 F1: URL reads `/api/x/..\\dashboard` as /api/dashboard, but the adapter refuses it.
    const backslash = await call(withLane, "GET", "/api/x/..\\dashboard", headers);
    expect(backslash.status).toBe(400);
    expect(comparable(backslash)).toEqual(comparable(await call(withoutLane, "GET", "/api/x/..\\dashboard", headers)));
    expect(answered()).toBe(count);
    // After the query a backslash is only data, as the adapter reads it too.
    await call(withLane, "GET", "/api/dashboard?x=\\", headers);
    const inQuery = await call(withLane, "GET", "/api/dashboard?x=\\", headers);
    expect(comparable(inQuery)).toEqual(comparable(await call(withoutLane, "GET", "/api/dashboard?x=\\", headers)));
  });
});
