// The browser tests' social platforms: the four local peers the unit tests use (test/fakes/social/),
// behind one fixed port, each under its own prefix (/x, /linkedin, /facebook, /instagram), so the e2e
// server can be pointed at them with the *_BASE_URL variables.
import http from "node:http";
import { startPlatformPeers } from "../../test/social";

const port = Number(process.argv[2]);
const PREFIX = { x: "twitter", linkedin: "linkedin", facebook: "facebook", instagram: "instagram" } as const;

if (process.argv[1]?.endsWith("social-peers.ts")) {
  const peers = await startPlatformPeers();
  const server = http.createServer((req, res) => {
    const [, first, ...rest] = (req.url ?? "/").split("/");
    if (first === "health") return void res.end("ok");
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
