// The HTTP underneath every adapter: fetch with a timeout, the answer read once (JSON when it is JSON),
// and the waits platforms ask for (Retry-After in seconds or as a date, X's x-rate-limit-reset).
import type { Platform } from "../catalog";
import { PlatformError } from "./types";

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  text: string;
}

export async function send(
  platform: Platform,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<HttpAnswer> {
  const { timeoutMs, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    const why =
      e.name === "TimeoutError" || e.name === "AbortError"
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : (e.cause?.code ?? e.message);
    throw new PlatformError(platform, "network", why, { notCreated: false });
  }
  let text = "";
  try {
    text = await res.text();
  } catch (error) {
    throw new PlatformError(platform, "network", `the answer was cut off (${(error as Error).message})`, {
      status: res.status,
      notCreated: false,
    });
  }
  let json: unknown;
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** The wait a 429 (or 503) asks for: Retry-After (seconds or an HTTP date), or X's reset instant. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const after = headers.get("retry-after");
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const at = Date.parse(after);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = Number(headers.get("x-rate-limit-reset"));
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now);
  return undefined;
}

/** A JSON object's field as a non-empty string, or null. */
export function field(value: unknown, ...path: string[]): string | null {
  let v: unknown = value;
  for (const key of path) {
    if (!v || typeof v !== "object") return null;
    v = (v as Record<string, unknown>)[key];
  }
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return typeof v === "string" && v.trim() ? v : null;
}

/** Text compared across platforms: they trim and may fold whitespace; links may be rewritten (t.co). */
export function sameText(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/https?:\/\/\S+/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return norm(a) === norm(b);
}

export function multipart(
  fields: Record<string, string | { bytes: Buffer; contentType: string; filename: string }>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.contentType }), value.filename);
  }
  return form;
}

/** A JSON object's field as a finite number (a numeric string counts), or null. */
export function numberAt(value: unknown, ...path: (string | number)[]): number | null {
  let v: unknown = value;
  for (const key of path) {
    if (!v || typeof v !== "object") return null;
    v = (v as Record<string | number, unknown>)[key];
  }
  const n = typeof v === "string" && v.trim() ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

/** The sum of a numeric field over a list of items (missing ones count 0). */
export function sumAt(items: unknown, ...path: (string | number)[]): number {
  return Array.isArray(items) ? items.reduce((s: number, item) => s + (numberAt(item, ...path) ?? 0), 0) : 0;
}
