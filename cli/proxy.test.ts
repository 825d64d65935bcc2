// Remote mode behind a company proxy: with HTTPS_PROXY / HTTP_PROXY set, the terminal's requests go
// through it (Node 20's fetch alone ignores them).
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { Agent, setGlobalDispatcher } from "undici";
import { afterAll, describe, expect, it } from "vitest";
import { makeTestApp } from "../test/app";
import { serve } from "@hono/node-server";
import { remoteClient } from "./api/remote";
import { useProxyFromEnv } from "./proxy";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  setGlobalDispatcher(new Agent());
  while (closers.length) await closers.pop()!();
});

const listening = async (server: http.Server | net.Server) => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  closers.push(() => new Promise<void>((r) => server.close(() => r())));
  return (server.address() as AddressInfo).port;
};

/** A forwarding proxy that tunnels CONNECT (and relays plain proxied requests), remembering the targets. */
async function proxy() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    const target = new URL(req.url ?? "");
    const out = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(out);
  });
  server.on("connect", (req, socket: net.Socket, head) => {
    seen.push(req.url ?? "");
    const [host, port] = (req.url ?? "").split(":");
    const upstream = net.connect(Number(port), host, () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
  });
  const port = await listening(server);
  return { url: `http://127.0.0.1:${port}`, seen };
}

describe("a proxy from the environment", () => {
  it("carries remote mode's requests when HTTP_PROXY is set", async () => {
    const t = makeTestApp();
    const owner = await t.signUp("proxied@example.com", "correct horse");
    const token = (await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "cli" } })).json
      .token as string;
    const app = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise((r) => app.once("listening", r));
    closers.push(() => new Promise<void>((r) => app.close(() => r())));
    const target = `127.0.0.1:${(app.address() as AddressInfo).port}`;
    const through = await proxy();

    await useProxyFromEnv({ HTTP_PROXY: through.url });
    const me = await remoteClient(`http://${target}`, token).request<{ email: string }>("GET", "/api/auth/user");
    expect(me.email).toBe("proxied@example.com");
    expect(through.seen.some((s) => s.includes(target))).toBe(true);
  });
});
