import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEncodingServer } from "../response-encoding";
import { securityHeaders } from "./security-headers";

// The same app answered in process (Hono's secureHeaders sets the headers) and over the app's HTTP
// server (the server writes the precomputed set): both must carry exactly the same security headers.
const app = new Hono()
  .use(securityHeaders({ stripe: false }))
  .get("/json", (c) => c.json({ ok: true }, 200))
  .get("/framed", (c) => c.text("x", 200, { "X-Frame-Options": "ALLOWALL", "X-Powered-By": "me" }))
  .get("/raw", () => new Response("plain", { headers: { "content-type": "text/plain" } }))
  .get("/stream", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("a".repeat(3000)));
          controller.close();
        },
      }),
      200,
      { "content-type": "application/octet-stream" },
    ),
  );

let base = "";
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0, createServer: createEncodingServer });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The set is computed once, just after start-up.
  await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const SECURITY = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "x-powered-by",
];
const pick = (headers: Headers) => Object.fromEntries(SECURITY.map((name) => [name, headers.get(name)]));

describe("security headers", () => {
  it.each(["/json", "/framed", "/raw", "/stream"])("are the same in process and over HTTP: %s", async (path) => {
    const inProcess = pick((await app.request(path)).headers);
    const overHttp = pick((await fetch(base + path)).headers);
    expect(overHttp).toEqual(inProcess);
    expect(overHttp["content-security-policy"]).toContain("default-src 'self'");
    expect(overHttp["x-frame-options"]).toBe("SAMEORIGIN");
    expect(overHttp["x-powered-by"]).toBeNull();
  });

  it("are written once, not beside a route's own spelling", async () => {
    const res = await fetch(`${base}/framed`);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
