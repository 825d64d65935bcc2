// The browser tests' social platforms: the four local peers the unit tests use (test/fakes/social/),
// behind one fixed port, each under its own prefix (/x, /linkedin, /facebook, /instagram), so the e2e
// server can be pointed at them with the *_BASE_URL variables. GET /received/<prefix> tells a test what
// that platform took: its posts, and each image as it arrived (type, size in bytes and pixels).
import http from "node:http";
import sharp from "sharp";
import type { PlatformPeer } from "../../test/fakes/social/peer";
import { startPlatformPeers } from "../../test/social";

const port = Number(process.argv[2]);
const PREFIX = { x: "twitter", linkedin: "linkedin", facebook: "facebook", instagram: "instagram" } as const;

if (process.argv[1]?.endsWith("social-peers.ts")) {
  const peers = await startPlatformPeers();
  const server = http.createServer((req, res) => {
    const [, first, ...rest] = (req.url ?? "/").split("/");
    if (first === "health") return void res.end("ok");
    if (first === "received") {
      const peer = peers[PREFIX[rest[0] as keyof typeof PREFIX]];
      if (!peer) return void res.writeHead(404).end();
      void received(peer).then((body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body)));
      return;
    }
    const platform = PREFIX[first as keyof typeof PREFIX];
    if (!platform) return void res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k, v]) => typeof v === "string" && k !== "host" && k !== "content-length"),
      ) as Record<string, string>;
      const answer = await fetch(`${peers[platform].url}/${rest.join("/")}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        // The stand-ins' authorisation pages send the browser back to the app: pass the redirect on.
        redirect: "manual",
      });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  server.listen(port, "127.0.0.1", () => console.log(`social peers at http://127.0.0.1:${port}`));
}

/** Each post the peer created, with the images its owner's token sent (each test's owner has a token of its own). */
async function received(peer: PlatformPeer) {
  const image = async ({ contentType, bytes }: PlatformPeer["media"][number]) => {
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    return { contentType, bytes: bytes.length, format: meta?.format ?? null, width: meta?.width ?? null, height: meta?.height ?? null };
  };
  return Promise.all(
    peer.posts.map(async ({ id, text, images, token }) => ({
      id,
      text,
      images,
      media: await Promise.all(peer.media.filter((m) => m.token === token).map(image)),
    })),
  );
}
