// The Canva Connect HTTP calls, and Canva's two error shapes: `{code, message}` from the REST API and
// `{error, error_description}` from OAuth endpoints (openapi/spec.yml of Canva's starter kit).
import type { CanvaSettings } from "./settings";

export class CanvaError extends Error {
  constructor(
    readonly status: number,
    /** Canva's code (invalid_access_token, invalid_grant, too_many_requests, design_not_found, …), or ours. */
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "CanvaError";
  }
}

interface Call {
  method: "GET" | "POST";
  /** Under the REST base (`/v1/designs`), or a full URL. */
  url: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** Client credentials (token and revoke endpoints). */
  basic?: boolean;
}

export async function canvaCall<T>(settings: CanvaSettings, call: Call): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: string | undefined;
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.basic) {
    headers.authorization = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64")}`;
  }
  if (call.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(call.form).toString();
  }
  const url = call.url.startsWith("http") ? call.url : `${settings.apiUrl}${call.url}`;
  let res: Response;
  try {
    res = await fetch(url, { method: call.method, headers, body, signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new CanvaError(
      0,
      timedOut ? "timeout" : "unreachable",
      timedOut ? "Canva did not answer in time" : "Canva could not be reached",
    );
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const e = (parsed ?? {}) as { code?: unknown; message?: unknown; error?: unknown; error_description?: unknown };
    const code = typeof e.code === "string" ? e.code : typeof e.error === "string" ? e.error : `http_${res.status}`;
    const message =
      typeof e.message === "string"
        ? e.message
        : typeof e.error_description === "string"
          ? e.error_description
          : res.statusText;
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new CanvaError(
      res.status,
      code,
      message || `HTTP ${res.status}`,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  if (parsed === undefined || typeof parsed !== "object" || parsed === null) {
    throw new CanvaError(res.status, "garbage", "Canva answered with something that is not JSON");
  }
  return parsed as T;
}

/** Downloads a file Canva links to (a thumbnail, an export), at most `maxBytes`. */
export async function canvaDownload(settings: CanvaSettings, url: string, maxBytes: number): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch {
    throw new CanvaError(0, "unreachable", "Canva's file could not be downloaded");
  }
  if (!res.ok)
    throw new CanvaError(res.status, "download_failed", `Canva's file could not be downloaded (HTTP ${res.status})`);
  const length = Number(res.headers.get("content-length"));
  if (Number.isFinite(length) && length > maxBytes) throw new CanvaError(413, "too_large", "Canva's file is too large");
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > maxBytes) throw new CanvaError(413, "too_large", "Canva's file is too large");
  return bytes;
}

// The shapes of Canva's answers the product reads.
export interface CanvaTokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export interface CanvaDesign {
  id: string;
  title?: string;
  thumbnail?: { width: number; height: number; url: string };
  urls: { edit_url: string; view_url: string };
  created_at: number;
  updated_at: number;
  page_count?: number;
}

export interface CanvaExportJob {
  id: string;
  status: "in_progress" | "success" | "failed";
  urls?: string[];
  error?: { code: string; message: string };
}
