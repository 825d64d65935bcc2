import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** Set on a HEAD request the server hands to the app as a GET (server/response-encoding.ts). */
export const SENT_AS_HEAD = Symbol.for("microteam.sentAsHead");

/**
 * The method the client sent. Over the network the server hands a HEAD to the app as a GET, so that
 * it answers the GET's encoded headers (server/response-encoding.ts, qa10 F7); a route that treats a
 * HEAD differently (a tracked link's click) asks here.
 */
export function requestMethod(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage & { [SENT_AS_HEAD]?: true } } | undefined)?.incoming;
  return incoming?.[SENT_AS_HEAD] ? "HEAD" : c.req.method;
}
