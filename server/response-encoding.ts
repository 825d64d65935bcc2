// Compression and revalidation of every text response the app builds (JSON, the web app's HTML,
// CSV), done where the response is written to the socket: the app hands over its whole body at once
// (a string or bytes), so this costs the app nothing per response it does not compress. Built assets
// are compressed at build time and served as they are (server/web.ts).
import crypto from "node:crypto";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import zlib from "node:zlib";
import { SENT_AS_HEAD } from "./request-method";

/** Bodies smaller than this travel as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const TEXT = /^\s*(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;

// Quality 4 (brotli) and level 6 (gzip): the usual settings for responses made per request, most of
// the size gain for a small share of the highest levels' time.
const compressors = {
  br: (body: Buffer, done: (error: Error | null, out: Buffer) => void) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      },
      done,
    ),
  gzip: (body: Buffer, done: (error: Error | null, out: Buffer) => void) => zlib.gzip(body, { level: 6 }, done),
};
export type Encoding = keyof typeof compressors;

// Clients send one of a handful of Accept-Encoding values: each is parsed once.
const chosen = new Map<string, Encoding | null>();

/** The client's preferred encoding we can produce: brotli, else gzip (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const value = String(acceptEncoding);
  let encoding = chosen.get(value);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(value);
    if (chosen.size >= 64) chosen.clear();
    chosen.set(value, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => offered.get(name) ?? offered.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  return quality("gzip") > 0 ? "gzip" : null;
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * A small LRU of compressed bodies keyed by encoding and ETag: a read answered again with the same
 * body (a cached dashboard, a page of a list fetched twice) is compressed once.
 */
class CompressedBodies {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer) {
    if (value.length > this.maxBytes / 8) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}

/** Headers as lower-case [name, value] pairs. */
export type HeaderList = [string, string][];

/**
 * The slot on a request through which the app hands this server its security headers
 * (server/middleware/security-headers.ts): present (null) on every request this server takes, set to
 * the list by the app; the server then writes them on every response to that request, overwriting,
 * and removes X-Powered-By, as Hono's secureHeaders does.
 */
export const SECURITY_HEADERS = Symbol.for("microteam.securityHeaders");
type Incoming = IncomingMessage & { [SECURITY_HEADERS]?: HeaderList | null; [SENT_AS_HEAD]?: true };

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type Headers = OutgoingHttpHeaders;
type Sender = (status: number, headers: Headers, body: string | Buffer | null) => void;

// The hooks below are shared functions with their state on the response, so a request costs four
// property writes and one small object, not a set of new closures.
const STATE = Symbol("responseEncoding");
interface State {
  req: Incoming;
  encode: (req: IncomingMessage, status: number, headers: Headers, body: string | Buffer, send: Sender) => void;
  held: { status: number; headers: Headers } | null;
  /** Headers sent or streaming: everything passes straight through. */
  passthrough: boolean;
}
type Hooked = ServerResponse & { [STATE]?: State };
type Method = (this: ServerResponse, ...args: unknown[]) => unknown;
const proto = http.ServerResponse.prototype as unknown as Record<
  "writeHead" | "write" | "end" | "flushHeaders",
  Method
>;

function release(res: Hooked) {
  const state = res[STATE];
  if (!state || state.passthrough) return;
  state.passthrough = true;
  if (state.held) proto.writeHead.call(res, state.held.status, state.held.headers);
  state.held = null;
}

/** The headers with lower-case names, and the request's security headers written over them. */
function outgoingHeaders(req: Incoming, headers: Headers | undefined): Headers {
  const out: Headers = {};
  for (const key in headers) out[key.toLowerCase()] = headers[key];
  const security = req[SECURITY_HEADERS];
  if (security) {
    for (let i = 0; i < security.length; i++) out[security[i][0]] = security[i][1];
    delete out["x-powered-by"];
  }
  return out;
}

function writeHeadHook(this: Hooked, status: number, ...rest: unknown[]) {
  const state = this[STATE];
  const message = typeof rest[0] === "string" ? rest[0] : undefined;
  const headers = (message === undefined ? rest[0] : rest[1]) as Headers | undefined;
  if (!state || Array.isArray(headers)) {
    if (state) state.passthrough = true;
    return proto.writeHead.call(this, status, ...rest);
  }
  if (state.passthrough) {
    const out = outgoingHeaders(state.req, headers);
    return message === undefined
      ? proto.writeHead.call(this, status, out)
      : proto.writeHead.call(this, status, message, out);
  }
  state.held = { status, headers: outgoingHeaders(state.req, headers) };
  return this;
}

// A streamed body (node-server flushes the headers first): sent as it is.
function flushHeadersHook(this: Hooked) {
  release(this);
  return proto.flushHeaders.call(this);
}

function writeHook(this: Hooked, ...args: unknown[]) {
  release(this);
  return proto.write.apply(this, args);
}

function endHook(this: Hooked, ...args: unknown[]) {
  const state = this[STATE];
  const chunk = args[0];
  if (!state || state.passthrough || !state.held || !(typeof chunk === "string" || chunk instanceof Uint8Array)) {
    release(this);
    return proto.end.apply(this, args);
  }
  const { status, headers } = state.held;
  state.held = null;
  state.passthrough = true;
  // A string stays a string: it is hashed and compressed as it is, and sent uncompressed Node writes
  // it with the headers in one piece.
  const body = typeof chunk === "string" ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  state.encode(state.req, status, headers, body, (outStatus, outHeaders, outBody) => {
    proto.writeHead.call(this, outStatus, outHeaders);
    if (outBody) proto.end.call(this, outBody);
    else proto.end.call(this);
  });
  return this;
}

/**
 * Wraps a request listener (the Hono app's) so that a text response written in one piece gets (a HEAD
 * exactly the GET's headers):
 * on a successful GET or HEAD, a weak ETag from its body, and 304 with no body when If-None-Match
 * names it; above COMPRESSION_THRESHOLD, brotli or gzip when the client accepts one. API reads are
 * marked `private, no-cache` (revalidated every time, cheaply). Anything streamed, already encoded
 * or not text passes untouched.
 */
export function withResponseEncoding(
  listener: Listener,
  { cacheBytes = 32 * 1024 * 1024, before }: { cacheBytes?: number; before?: Lane } = {},
): Listener {
  const cache = new CompressedBodies(cacheBytes);

  // The headers arrive with lower-case names (writeHeadHook).
  function encode(req: IncomingMessage, status: number, headers: Headers, body: string | Buffer, send: Sender) {
    const type = headers["content-type"];
    if (typeof type !== "string" || !TEXT.test(type) || status === 204 || status === 206)
      return send(status, headers, body);
    if (headers["content-encoding"]) return send(status, headers, body);
    const method = req.method ?? "GET";
    let etag: string | null = null;
    if ((method === "GET" || method === "HEAD") && status === 200) {
      // A page of a list is its rows and its paging headers: the same rows with another total or next
      // page is another answer (a cached 304 would keep the old total).
      const paging = `${headers["x-total-count"] ?? ""}|${headers.link ?? ""}`;
      etag =
        (headers.etag as string | undefined) ??
        `W/"${crypto.createHash("sha1").update(body).update(paging).digest("base64url")}"`;
      headers.etag = etag;
      if (req.url?.startsWith("/api/") && !headers["cache-control"]) headers["cache-control"] = "private, no-cache";
      if (etagMatches(req.headers["if-none-match"], etag)) {
        const kept: Headers = {};
        for (const name of ["etag", "cache-control", "vary", "expires"]) {
          if (headers[name] !== undefined) kept[name] = headers[name];
        }
        return send(304, kept, null);
      }
    }
    // node-server has measured a string body already (Content-Length): measuring a long one again
    // costs as much as the rest of the answer.
    const declared = headers["content-length"];
    const size =
      typeof body !== "string" ? body.length : declared !== undefined ? Number(declared) : Buffer.byteLength(body);
    if (size < COMPRESSION_THRESHOLD) return send(status, headers, body);

    const vary = headers.vary;
    if (
      !String(vary ?? "")
        .toLowerCase()
        .includes("accept-encoding")
    ) {
      headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return send(status, headers, body);
    headers["content-encoding"] = encoding;
    const key = etag && `${encoding}:${etag}`;
    const cached = key ? cache.get(key) : undefined;
    if (cached) {
      headers["content-length"] = cached.length;
      return send(status, headers, cached);
    }
    compressors[encoding](typeof body === "string" ? Buffer.from(body) : body, (error, out) => {
      if (error) {
        // Compression failing is no reason to fail the response: send it as it is.
        delete headers["content-encoding"];
        headers["content-length"] = size;
        return send(status, headers, body);
      }
      if (key) cache.set(key, out);
      headers["content-length"] = out.length;
      send(status, headers, out);
    });
  }

  return (req, res) => {
    // Hono answers a HEAD by running the GET and dropping its body before this layer sees one, so
    // the answer lost the GET's encoding, length, Vary and ETag (qa10 F7). The app is asked for the
    // GET; Node sends no body on a response made for a HEAD, so the client gets the GET's headers only.
    // What the client sent stays readable (server/request-method.ts): a HEAD is still not a click.
    if (req.method === "HEAD") {
      (req as Incoming)[SENT_AS_HEAD] = true;
      req.method = "GET";
    }
    const hooked = res as Hooked;
    (req as Incoming)[SECURITY_HEADERS] = null;
    hooked[STATE] = { req, encode, held: null, passthrough: false };
    hooked.writeHead = writeHeadHook as typeof res.writeHead;
    hooked.flushHeaders = flushHeadersHook;
    hooked.write = writeHook as typeof res.write;
    hooked.end = endHook as typeof res.end;
    if (before?.(req, res)) return;
    listener(req, res);
  };
}

/**
 * A handler run before the app, inside this layer (a HEAD already asked as a GET, the hooks in place):
 * true when it answered the request itself (server/kept-answer-lane.ts).
 */
export type Lane = (req: IncomingMessage, res: ServerResponse) => boolean;

/** `createServer` for @hono/node-server's `serve`: an HTTP server whose responses are encoded. */
export const createEncodingServer = encodingServer();

/** The same, with a lane that may answer a request before the app. */
export function encodingServer(before?: Lane) {
  return ((options: http.ServerOptions, listener: Listener) =>
    http.createServer(options, withResponseEncoding(listener, { before }))) as unknown as typeof http.createServer;
}
