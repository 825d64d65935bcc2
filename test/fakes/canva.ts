import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import type { CanvaSettings } from "../../core/creator/designs/canva/settings";

/** A fault the peer answers once for the next request to `path` (e.g. "/rest/v1/designs"). */
export interface CanvaFault {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Send this text as the body instead of JSON (garbage). */
  raw?: string;
}

interface Design {
  id: string;
  title: string;
  width: number;
  height: number;
  color: string;
  created_at: number;
  updated_at: number;
}

/**
 * A local Canva Connect API: the authorisation page (consents at once and redirects with a code), the
 * token endpoint (authorization_code with PKCE S256 and client Basic auth; single-use refresh tokens),
 * revoke, list/create designs, asynchronous PNG and JPG export jobs (a JPG needs its quality), and the thumbnail and export files.
 * Errors follow Canva's shapes: `{code, message}` (REST) and OAuth's invalid_grant.
 */
export async function startFakeCanva(options: { clientId?: string; clientSecret?: string; exportPolls?: number } = {}) {
  const clientId = options.clientId ?? "OC-test-client";
  const clientSecret = options.clientSecret ?? "cnvca-test-secret";
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const accessTokens = new Map<string, { expired: boolean }>();
  const refreshTokens = new Set<string>();
  const revoked: string[] = [];
  const designs: Design[] = [];
  const exports = new Map<
    string,
    { designId: string; polls: number; fail?: { code: string; message: string }; type?: "png" | "jpg" }
  >();
  const faults = new Map<string, CanvaFault[]>();
  const log: { method: string; path: string; authorization?: string; body: string }[] = [];
  let nextExportFailure: { code: string; message: string } | undefined;

  const issueTokens = () => {
    const access = `at-${crypto.randomBytes(12).toString("hex")}`;
    const refresh = `rt-${crypto.randomBytes(12).toString("hex")}`;
    accessTokens.set(access, { expired: false });
    refreshTokens.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: "Bearer",
      expires_in: 14_400,
      scope: "design:meta:read design:content:read design:content:write",
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => void handle(req, res, Buffer.concat(chunks).toString("utf8")));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? "/", "http://peer");
    const path = url.pathname;
    log.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(value));
    const fault = faults.get(path)?.shift();
    if (fault) {
      if (fault.raw !== undefined)
        res.writeHead(fault.status, { "content-type": "text/html", ...fault.headers }).end(fault.raw);
      else json(fault.status, fault.body, fault.headers);
      return;
    }

    if (req.method === "GET" && path === "/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== clientId || url.searchParams.get("code_challenge_method") !== "S256") {
        json(400, { code: "invalid_request", message: "Bad authorization request" });
        return;
      }
      const code = `code-${crypto.randomBytes(8).toString("hex")}`;
      codes.set(code, { challenge: url.searchParams.get("code_challenge") ?? "", redirectUri: redirect });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }

    if (req.method === "POST" && (path === "/auth/v1/oauth/token" || path === "/auth/v1/oauth/revoke")) {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) {
        json(401, { code: "invalid_client", message: "Client authentication failed" });
        return;
      }
      const form = new URLSearchParams(body);
      if (path.endsWith("/revoke")) {
        revoked.push(form.get("token") ?? "");
        refreshTokens.delete(form.get("token") ?? "");
        json(200, {});
        return;
      }
      if (form.get("grant_type") === "authorization_code") {
        const pending = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const challenge = crypto
          .createHash("sha256")
          .update(form.get("code_verifier") ?? "")
          .digest("base64url");
        if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get("redirect_uri")) {
          json(400, { code: "invalid_grant", message: "Invalid authorization code or code verifier" });
          return;
        }
        json(200, issueTokens());
        return;
      }
      if (form.get("grant_type") === "refresh_token") {
        const token = form.get("refresh_token") ?? "";
        if (!refreshTokens.delete(token)) {
          json(400, { code: "invalid_grant", message: "Invalid refresh token" });
          return;
        }
        json(200, issueTokens());
        return;
      }
      json(400, { code: "unsupported_grant_type", message: "Unsupported grant type" });
      return;
    }

    if (path.startsWith("/files/")) {
      const [, , kind, id] = path.split("/");
      const design = designs.find((d) => d.id === id.replace(/\.(png|jpg)$/, ""));
      if (!design) {
        res.writeHead(404).end();
        return;
      }
      const scale = kind === "thumbnail" ? 0.25 : 1;
      const png = await sharp({
        create: {
          width: Math.round(design.width * scale),
          height: Math.round(design.height * scale),
          channels: 3,
          background: design.color,
        },
      })
        .toFormat(id.endsWith(".jpg") ? "jpeg" : "png")
        .toBuffer();
      const contentType = id.endsWith(".jpg") ? "image/jpeg" : "image/png";
      res.writeHead(200, { "content-type": contentType, "content-length": String(png.length) }).end(png);
      return;
    }

    if (path.startsWith("/rest/v1/")) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      const state = token ? accessTokens.get(token) : undefined;
      if (!state || state.expired) {
        json(401, {
          code: "invalid_access_token",
          message: state ? "Access token expired" : "Access token is invalid",
        });
        return;
      }
      const base = `http://127.0.0.1:${port}`;
      const view = (d: Design) => ({
        id: d.id,
        title: d.title,
        owner: { user_id: "u1", team_id: "t1" },
        thumbnail: {
          width: Math.round(d.width / 4),
          height: Math.round(d.height / 4),
          url: `${base}/files/thumbnail/${d.id}.png?expires=900`,
        },
        urls: {
          edit_url: `https://www.canva.com/api/design/${d.id}/edit`,
          view_url: `https://www.canva.com/api/design/${d.id}/view`,
        },
        created_at: d.created_at,
        updated_at: d.updated_at,
        page_count: 1,
        design_types: ["custom"],
      });
      if (req.method === "GET" && path === "/rest/v1/designs") {
        const limit = Number(url.searchParams.get("limit") ?? 25);
        json(200, {
          items: designs
            .slice()
            .sort((a, b) => b.updated_at - a.updated_at)
            .slice(0, limit)
            .map(view),
        });
        return;
      }
      if (req.method === "POST" && path === "/rest/v1/designs") {
        const input = JSON.parse(body || "{}");
        const type = input.design_type;
        if (
          type?.type !== "custom" ||
          !(type.width >= 40 && type.width <= 8000) ||
          !(type.height >= 40 && type.height <= 8000)
        ) {
          json(400, { code: "invalid_design_type", message: "Invalid design type" });
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        const design = {
          id: `DA${crypto.randomBytes(4).toString("hex")}`,
          title: input.title ?? "Untitled",
          width: type.width,
          height: type.height,
          color: "#f59e0b",
          created_at: now,
          updated_at: now,
        };
        designs.push(design);
        json(200, { design: view(design) });
        return;
      }
      if (req.method === "POST" && path === "/rest/v1/exports") {
        const input = JSON.parse(body || "{}");
        if (!designs.some((d) => d.id === input.design_id)) {
          json(404, { code: "design_not_found", message: "Design not found" });
          return;
        }
        const type = input.format?.type;
        if (type !== "png" && type !== "jpg") {
          json(400, { code: "invalid_field", message: "Unsupported format" });
          return;
        }
        // Canva's JpgExportFormat: `quality` (1–100) is required.
        const quality = input.format.quality;
        if (type === "jpg" && !(Number.isInteger(quality) && quality >= 1 && quality <= 100)) {
          json(400, { code: "invalid_field", message: "format.quality must be an integer from 1 to 100" });
          return;
        }
        const id = crypto.randomUUID();
        exports.set(id, { designId: input.design_id, polls: 0, fail: nextExportFailure, type });
        nextExportFailure = undefined;
        json(200, { job: { id, status: "in_progress" } });
        return;
      }
      const exportMatch = /^\/rest\/v1\/exports\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && exportMatch) {
        const job = exports.get(exportMatch[1]);
        if (!job) {
          json(404, { code: "export_not_found", message: "Export job not found" });
          return;
        }
        job.polls++;
        if (job.polls < (options.exportPolls ?? 2)) json(200, { job: { id: exportMatch[1], status: "in_progress" } });
        else if (job.fail) json(200, { job: { id: exportMatch[1], status: "failed", error: job.fail } });
        else
          json(200, {
            job: {
              id: exportMatch[1],
              status: "success",
              urls: [`${base}/files/export/${job.designId}.${job.type ?? "png"}?expires=86400`],
            },
          });
        return;
      }
    }
    json(404, { code: "not_found", message: `No route ${req.method} ${path}` });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    settings: (redirectUri: string | null = null): CanvaSettings => ({
      clientId,
      clientSecret,
      apiUrl: `${base}/rest`,
      oauthUrl: `${base}/auth`,
      authorizeUrl: `${base}/oauth/authorize`,
      redirectUri,
      timeoutMs: 3000,
      pollMs: 10,
    }),
    log,
    revoked,
    designs,
    addDesign(d: Partial<Design> & { title: string }) {
      const now = Math.floor(Date.now() / 1000);
      const design = {
        id: `DA${crypto.randomBytes(4).toString("hex")}`,
        width: 1080,
        height: 1080,
        color: "#7c3aed",
        created_at: now,
        updated_at: now,
        ...d,
      };
      designs.push(design);
      return design;
    },
    /** Every access token issued so far stops working (as after Canva's 4 hours). */
    expireAccessTokens() {
      for (const state of accessTokens.values()) state.expired = true;
    },
    /** Every refresh token stops working (the owner revoked the product in Canva). */
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    fault(path: string, ...f: CanvaFault[]) {
      faults.set(path, [...(faults.get(path) ?? []), ...f]);
    },
    failNextExport(error: { code: string; message: string }) {
      nextExportFailure = error;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
