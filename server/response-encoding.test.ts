import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, createEncodingServer, etagMatches } from "./response-encoding";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Client ${i}` })) };
const app = new Hono()
  .get("/api/big", (c) => c.json(big, 200))
  .get("/api/small", (c) => c.json({ ok: true }, 200))
  // A page of a list whose rows stay the same while its total moves (a row changed on a later page).
  .get("/api/page", (c) => {
    c.header("X-Total-Count", c.req.query("total") ?? "29");
    return c.json([{ id: 1 }], 200);
  })
  .post("/api/big", (c) => c.json(big, 201))
  .get("/api/missing", (c) => c.json({ code: "NOT_FOUND", message: "x".repeat(2000) }, 404))
  .get("/page", (c) => c.html(`<!doctype html><p>${"hello ".repeat(500)}</p>`))
  .get("/file.pdf", (c) => c.body(new Uint8Array(4096), 200, { "content-type": "application/pdf" }))
  .get("/stream", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("a".repeat(3000)));
          controller.close();
        },
      }),
      200,
      { "content-type": "text/plain" },
    ),
  );

let base = "";
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, createServer: createEncodingServer });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// Node's fetch decodes bodies itself; ask for raw bytes to see what travelled.
async function raw(path: string, headers: Record<string, string> = {}, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(base + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("response encoding", () => {
  it("sends brotli or gzip above the threshold, as the client asks", async () => {
    const br = await raw("/api/big", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(big);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await raw("/api/big", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(big);

    const plain = await raw("/api/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(big);

    const refused = await raw("/api/big", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small, binary and streamed bodies as they are", async () => {
    expect((await raw("/api/small", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
    const pdf = await raw("/file.pdf", { "accept-encoding": "br" });
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.body.length).toBe(4096);
    const stream = await raw("/stream", { "accept-encoding": "br" });
    expect(stream.body.toString()).toBe("a".repeat(3000));
    // A streamed body keeps its headers (node-server flushes them before the first chunk).
    expect(stream.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("compresses the web app's HTML and error bodies too", async () => {
    expect((await raw("/page", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const missing = await raw("/api/missing", { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(missing.headers.etag).toBeUndefined();
  });

  it("answers 304 to a GET whose If-None-Match names the body's ETag", async () => {
    const first = await raw("/api/big", { "accept-encoding": "br" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect((await raw("/api/big")).headers.etag).toBe(etag);

    const again = await raw("/api/big", { "if-none-match": etag, "accept-encoding": "br" });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    expect((await raw("/api/big", { "if-none-match": 'W/"other"' })).status).toBe(200);
    // Writes are never answered 304.
    expect((await raw("/api/big", { "if-none-match": etag }, "POST")).status).toBe(201);
  });

  it("gives a page with the same rows but another total another ETag", async () => {
    const before = await raw("/api/page?total=29");
    const after = await raw("/api/page?total=28", { "if-none-match": before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers["x-total-count"]).toBe("28");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe("chooseEncoding and etagMatches", () => {
  it("prefers brotli, honours q-values and wildcards", () => {
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("compares ETags weakly", () => {
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
  });
});
