// Repeat reads answered before the app (issue 10: every authenticated read within 3× bare Hono's
// cost; decision 312). A screen asks the same URL again and again while nothing changed, and the app
// answers with the answer it kept (server/cached-read.ts). To get there, the request went through the
// app's web objects, its middleware chain, the router and the route's own checks, and none of them
// decide anything new for it. That was two thirds of its cost.
//
// The server runs this lane first. It answers a request itself only when the app would answer it with
// a kept answer:
// - a GET (or HEAD) under /api/, signed in by the session cookie (no Authorization header), whose
//   owner has an answer kept for this exact URL under their current data revision, day and plan;
// - or GET /api/config, which is the same for every caller.
// Anything else goes to the app, unchanged. The answer goes through the same response layer (ETag,
// 304, compression) with the same security headers, and the same request line is logged.
import type { IncomingMessage } from "node:http";
import { getPath } from "hono/utils/url";
import { findSession } from "@core/auth";
import type { Services } from "@core/context";
import { keptAnswer } from "./cached-read";
import type { ServerConfig } from "./config";
import { sessionCookie } from "./middleware/auth";
import { clientAddressOf } from "./middleware/client-address";
import { logRequest } from "./middleware/request-log";
import { securityHeaderList } from "./middleware/security-headers";
import { SENT_AS_HEAD } from "./request-method";
import { SECURITY_HEADERS, type HeaderList, type Lane } from "./response-encoding";
import { configAnswer } from "./routes/config";

/**
 * The request's URL as the app reads it (c.req.url: @hono/node-server builds it from the scheme, the
 * Host header and the path, normalised by URL); null when the app would refuse it (no or a bad Host, a backslash in the path).
 */
function appUrl(req: IncomingMessage, path: string): string | null {
  const host = req.headers.host;
  if (!host) return null;
  // A backslash before the query is refused by the adapter with 400 (URL would read it as a slash).
  if (path.split("?", 1)[0]!.includes("\\")) return null;
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}${path}`);
  } catch {
    return null;
  }
  if (url.hostname.length !== host.length && url.hostname !== host.replace(/:\d+$/, "")) return null;
  return url.href;
}

export function keptAnswerLane(services: Services, config: Pick<ServerConfig, "trustProxy" | "stripe">): Lane {
  const addressOf = clientAddressOf(config.trustProxy);
  // Until the headers are known (the first moments after start-up), everything goes to the app.
  let security: HeaderList | null = null;
  void securityHeaderList({ stripe: Boolean(config.stripe) }).then((list) => (security = list));

  return (req, res) => {
    const path = req.url;
    if (!security || req.method !== "GET" || !path?.startsWith("/api/") || req.headers.authorization !== undefined) {
      return false;
    }
    const started = performance.now();
    const url = appUrl(req, path);
    if (!url) return false;
    let answer: { bytes: Uint8Array; headers: Record<string, string> } | null;
    let userId: string | null;
    try {
      const token = req.headers.cookie ? sessionCookie(req.headers.cookie) : null;
      const session = token ? findSession(services, token) : null;
      userId = session?.user.id ?? null;
      if (path === "/api/config") answer = configAnswer(services);
      else answer = session ? keptAnswer(session.user, url, session.revision, services.clock.now()) : null;
    } catch {
      // Whatever went wrong, the app meets it again and answers as it always does.
      return false;
    }
    if (!answer) return false;
    (req as IncomingMessage & { [SECURITY_HEADERS]?: HeaderList | null })[SECURITY_HEADERS] = security;
    res.writeHead(200, { ...answer.headers });
    res.end(answer.bytes);
    const forwarded = req.headers["x-forwarded-for"];
    logRequest(services.log, {
      method: (req as IncomingMessage & { [SENT_AS_HEAD]?: true })[SENT_AS_HEAD] ? "HEAD" : "GET",
      path: getPath({ url } as Request),
      status: 200,
      started,
      userId,
      ip: addressOf(req.socket.remoteAddress, () => (Array.isArray(forwarded) ? forwarded.join(", ") : forwarded)).ip,
    });
    return true;
  };
}
