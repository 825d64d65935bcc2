// Meta's Graph API, shared by Facebook Pages and Instagram: one error envelope
// ({error: {message, type, code, error_subcode, error_user_msg, fbtrace_id}}) and its documented codes
// (developers.facebook.com "Handling Errors").
import type { Platform } from "../catalog";
import { field, retryAfterMs, type HttpAnswer } from "./http";
import { PlatformError } from "./types";
import { retiredVersionFix } from "./versions";

/**
 * A call refused for its API version: code 2635 ("You are calling a deprecated version of the … API").
 * Meta documents that an expired version's
 * calls are upgraded to the oldest one still served, so this is rare; when it is said, every call fails
 * alike until GRAPH_API_VERSION changes: a setup problem with its fix.
 */
function versionRefused(code: number, message: string | null): boolean {
  return code === 2635 || /calling a deprecated version of/i.test(message ?? "");
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002, 80004, 80005, 80006, 80008, 80014]);
const MEDIA_CODES = new Set([324, 9004, 352, 36000, 36001, 36003]);
const MEDIA_SUBCODES = new Set([1366046, 2207052, 2207026, 2207003, 2207004, 2207005, 2207009, 2207010, 2207023]);

/** How Graph refused a call; `version`, the Graph version the call was made with, names it in a version refusal. */
export function graphRefusal(platform: Platform, answer: HttpAnswer, version?: string): PlatformError {
  const error = (answer.json as { error?: Record<string, unknown> } | undefined)?.error;
  const code = Number(error?.code);
  const subcode = Number(error?.error_subcode);
  const detail =
    field(error, "error_user_msg") ?? field(error, "message") ?? (answer.text.slice(0, 200) || `HTTP ${answer.status}`);
  const status = answer.status;
  if (versionRefused(code, field(error, "message")))
    return new PlatformError(platform, "setup", retiredVersionFix("graph", version), { status });
  if (status === 429 || RATE_LIMIT_CODES.has(code)) {
    return new PlatformError(platform, "rate_limited", detail, { status, retryAfterMs: retryAfterMs(answer.headers) });
  }
  if (code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299) || (status === 401 && !error)) {
    return new PlatformError(platform, "auth", detail, { status });
  }
  if (MEDIA_CODES.has(code) || MEDIA_SUBCODES.has(subcode))
    return new PlatformError(platform, "media", detail, { status });
  if (status >= 500 || code === 1 || code === 2) {
    return new PlatformError(platform, "server", detail, { status, retryAfterMs: retryAfterMs(answer.headers) });
  }
  if (!error)
    return new PlatformError(platform, "garbage", `an answer we could not read (HTTP ${status})`, {
      status,
      notCreated: status >= 400,
    });
  return new PlatformError(platform, "rejected", detail, { status });
}

/** A successful Graph answer that should carry an id, or a garbage error. */
export function graphId(platform: Platform, answer: HttpAnswer, ...path: string[]): string {
  const id = field(answer.json, ...(path.length ? path : ["id"]));
  if (!id)
    throw new PlatformError(platform, "garbage", `an answer without an id (HTTP ${answer.status})`, {
      notCreated: false,
    });
  return id;
}

export const ok = (answer: HttpAnswer) =>
  answer.status >= 200 && answer.status < 300 && !(answer.json as { error?: unknown } | undefined)?.error;
