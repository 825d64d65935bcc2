// A local HTTP server standing in for a social platform in tests and benchmarks: each platform's peer
// (x.ts, linkedin.ts, facebook.ts, instagram.ts) answers the documented requests and errors. A peer
// keeps every post it created, so a test can count them: exactly one per scheduled post.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Failure = "auth" | "rate" | "media" | "server" | "garbage";

export interface PeerRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** JSON or form fields, when the body is one of those. */
  json: any;
  form: URLSearchParams | null;
  /** Multipart fields (text) and files (bytes), when the body is multipart. */
  fields: Record<string, string>;
  files: Record<string, { bytes: Buffer; contentType: string }[]>;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw text instead of JSON (garbage answers). */
  raw?: string;
}

export interface PeerControls {
  /** The next `times` creating requests (only those to a path ending with `at`, when given) fail this way. */
  fail(failure: Failure, times?: number, at?: string): void;
  /** Creating requests record the post, then wait this long before answering (a crash test kills the worker meanwhile). */
  holdCreates(ms: number): void;
}

/**
 * What the account's analytics read: its followers, and what each post it created gathered (every
 * post the same, so a test can work the totals out). Tests may change it.
 */
export interface Audience {
  followers: number;
  likes: number;
  comments: number;
  shares: number;
  impressions: number;
  /** People reached, per post (LinkedIn's members reached; the Graph platforms' reach). */
  reached: number;
}

export interface PlatformPeer extends PeerControls {
  url: string;
  audience: Audience;
  /** Posts this peer created, in order. */
  posts: { id: string; text: string; images: number; token: string; at: number }[];
  /** Every image the platform accepted, as its bytes arrived (an upload, or Instagram's fetch of image_url). */
  media: { token: string; contentType: string; bytes: Buffer }[];
  /** Every request, for assertions on the shapes sent. */
  requests: PeerRequest[];
  close(): Promise<void>;
}

function parseMultipart(body: Buffer, contentType: string) {
  const fields: Record<string, string> = {};
  const files: Record<string, { bytes: Buffer; contentType: string }[]> = {};
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return { fields, files };
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(marker);
  while (start !== -1) {
    const next = body.indexOf(marker, start + marker.length);
    if (next === -1) break;
    const part = body.subarray(start + marker.length + 2, next - 2);
    const split = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, split).toString();
    const content = part.subarray(split + 4);
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name) {
      if (/filename=/.test(head)) {
        const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? "application/octet-stream";
        (files[name] ??= []).push({ bytes: Buffer.from(content), contentType: type });
      } else fields[name] = content.toString();
    }
    start = next;
  }
  return { fields, files };
}

/** Starts a peer whose `route` answers each request; failures and holds are applied by the route. */
export async function startPeer(
  route: (
    req: PeerRequest,
    peer: PlatformPeer & { take(): Failure | null; hold(): Promise<void>; base: string },
  ) => Reply | Promise<Reply>,
): Promise<PlatformPeer> {
  let failures: { failure: Failure; left: number; at?: string } | null = null;
  let current: PeerRequest | null = null;
  let holdMs = 0;
  const state = {
    url: "",
    base: "",
    posts: [] as PlatformPeer["posts"],
    audience: { followers: 1200, likes: 12, comments: 3, shares: 2, impressions: 480, reached: 300 } as Audience,
    requests: [] as PeerRequest[],
    media: [] as PlatformPeer["media"],
    fail(failure: Failure, times = 1, at?: string) {
      failures = { failure, left: times, at };
    },
    holdCreates(ms: number) {
      holdMs = ms;
    },
    take(): Failure | null {
      if (!failures || failures.left <= 0) return null;
      if (failures.at && !current?.path.endsWith(failures.at)) return null;
      failures.left--;
      return failures.failure;
    },
    hold: () => (holdMs ? new Promise<void>((r) => setTimeout(r, holdMs)) : Promise.resolve()),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://peer");
      const type = req.headers["content-type"] ?? "";
      let json: any;
      try {
        json = type.includes("json") && body.length ? JSON.parse(body.toString()) : undefined;
      } catch {
        json = undefined;
      }
      const form = type.includes("x-www-form-urlencoded") ? new URLSearchParams(body.toString()) : null;
      const multipart = type.includes("multipart/form-data") ? parseMultipart(body, type) : { fields: {}, files: {} };
      const request: PeerRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json,
        form,
        ...multipart,
      };
      state.requests.push(request);
      current = request;
      try {
        const reply = await route(request, state as never);
        res.writeHead(reply.status, {
          "content-type": reply.raw !== undefined ? "text/html" : "application/json",
          ...reply.headers,
        });
        res.end(reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body)));
      } catch (error) {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      }
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.base = state.url;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state as unknown as PlatformPeer;
}

export const bearer = (req: PeerRequest) => /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? null;

let counter = 1_000_000;
export const nextId = () => String(++counter);
