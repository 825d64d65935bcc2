import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/**
 * A request header by its lower-case name. Over the network it is read from the headers Node has
 * already parsed: asking Hono's request for one builds a full web `Headers` copy of every header on
 * each request (~10 µs). In process (tests, the terminal app) there is no Node request: Hono's then.
 * Node keeps the first of repeated Authorization or Host headers and joins repeated cookies with "; ".
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
