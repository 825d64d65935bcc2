// QA pass on issue 10 (docs/decisions/appendix/290-qa10-adversarial-pass.md F7): a HEAD answers exactly the
// headers its GET answers, encoded or not, through the real server's response encoding.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { linkClicks } from "@core/db";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";
import { createEncodingServer } from "./response-encoding";

let server: ReturnType<typeof serve> | null = null;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

function call(base: string, method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    const req = http.request(base + path, { method, headers }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a HEAD request", () => {
  it("answers the GET's headers without a body, for two routes and three encodings", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    for (let i = 0; i < 60; i++) {
      const client = factories.client(t.db, owner.user.id, { name: `Client ${String(i).padStart(2, "0")}` });
      factories.invoice(t.db, owner.user.id, client.id, { description: `Work ${i}` });
    }
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", createServer: createEncodingServer });
    await new Promise((r) => server!.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Headers that differ between any two answers whatever the method.
    const comparable = (h: http.IncomingHttpHeaders) => {
      const { date: _date, "x-request-id": _id, ...rest } = h;
      return rest;
    };
    for (const path of ["/api/invoices?limit=50", "/api/clients?limit=50"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const headers = { cookie: owner.cookie, "accept-encoding": encoding };
        const get = await call(base, "GET", path, headers);
        const head = await call(base, "HEAD", path, headers);
        expect(get.status).toBe(200);
        expect(head.status).toBe(200);
        expect(head.bytes, `${path} ${encoding}`).toBe(0);
        expect(comparable(head.headers), `${path} ${encoding}`).toEqual(comparable(get.headers));
        expect(Number(head.headers["content-length"])).toBe(get.bytes);
        expect(head.headers.vary).toMatch(/Accept-Encoding/);
        expect(head.headers.etag).toMatch(/^W\//);
        if (encoding !== "identity") expect(head.headers["content-encoding"]).toBe(encoding);
        else expect(head.headers["content-encoding"]).toBeUndefined();
      }
    }
    // A HEAD naming the ETag is a 304, as the GET is.
    const first = await call(base, "GET", "/api/invoices?limit=50", { cookie: owner.cookie });
    const again = await call(base, "HEAD", "/api/invoices?limit=50", {
      cookie: owner.cookie,
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });
});

describe("a HEAD on a tracked link", () => {
  it("is still not a click when the server hands it to the app as a GET", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const post = await t.call("POST", "/api/events", {
      cookie: owner.cookie,
      body: {
        content: "Book a call: {link}",
        platforms: ["linkedin"],
        scheduledFor: "2026-11-25",
        scheduledTime: "10:00",
        trackedLink: true,
      },
    });
    const path = (post.json.trackedLinks as { path: string }[])[0].path;
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", createServer: createEncodingServer });
    await new Promise((r) => server!.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const agent = {
      "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/124.0 Safari/537.36",
    };
    expect((await call(base, "HEAD", path, agent)).status).toBe(302);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(0);
    expect((await call(base, "GET", path, agent)).status).toBe(302);
    expect(t.db.select().from(linkClicks).all()).toHaveLength(1);
  });
});
