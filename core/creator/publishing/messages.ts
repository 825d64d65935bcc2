// A failed or delayed post in the owner's words (issue 11 §4: "LinkedIn refused the token: reconnect
// in Settings → Social Media"). Postiz's users' top complaint is silent failure: every refusal the
// platforms document has its sentence here, and the platform's own words follow where they help.
import { PLATFORM_LABELS, type Platform } from "../../catalog";
import type { PlatformError } from "../../social";

export const platformName = (p: Platform) => (p === "twitter" ? "X (Twitter)" : PLATFORM_LABELS[p]);

/** A platform's own words, cut to one readable line. */
export const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The account's problems, said the same wherever a platform is called: a refused token, an unfinished setup. */
export function accountProblem(error: PlatformError): string | null {
  const name = platformName(error.platform);
  const detail = clip(error.detail);
  if (error.kind === "auth") return `${name} refused the token: reconnect in Settings → Social Media (${detail})`;
  if (error.kind === "setup") return `${name} is not fully set up: ${detail}`;
  return null;
}

export function ownerMessage(error: PlatformError): string {
  const name = platformName(error.platform);
  const detail = clip(error.detail);
  switch (error.kind) {
    case "auth":
    case "setup":
      return accountProblem(error)!;
    case "rate_limited":
      return `${name} asked us to slow down (too many requests); trying again later`;
    case "media":
      return `${name} rejected the image: ${detail}`;
    case "rejected":
      return `${name} refused the post: ${detail}`;
    case "server":
      return `${name} had a problem on its side${error.options.status ? ` (HTTP ${error.options.status})` : ""}; trying again`;
    case "garbage":
      return `${name} answered with something we could not read (${detail}); checking before trying again`;
    case "network":
      return `Could not reach ${name} (${detail}); trying again`;
  }
}

/**
 * The last word on a refusal that was worth retrying, once no attempt is left: it says we stopped and
 * what the owner can do ("Try again" on the post), never "trying again" (decision 298).
 */
export function finalOwnerMessage(error: PlatformError): string {
  const name = platformName(error.platform);
  const detail = clip(error.detail);
  const retry = "press Try again on the post";
  switch (error.kind) {
    case "rate_limited":
      return `${name} kept asking us to slow down (too many requests); we stopped trying: wait a while, then ${retry}`;
    case "server":
      return `${name} had a problem on its side${error.options.status ? ` (HTTP ${error.options.status})` : ""}; we stopped trying: once ${name} works again, ${retry}`;
    case "garbage":
      return `${name} answered with something we could not read (${detail}); we stopped trying: check on ${name} whether the post went out; if not, ${retry}`;
    case "network":
      return `Could not reach ${name} (${detail}); we stopped trying: check the connection, then ${retry}`;
    default:
      return ownerMessage(error);
  }
}

/** Refusals that trying again cannot fix: the owner has to act (reconnect, change the post). */
export function isPermanent(error: PlatformError): boolean {
  return error.kind === "auth" || error.kind === "setup" || error.kind === "media" || error.kind === "rejected";
}

export const NOT_CONNECTED = (p: Platform) =>
  `${platformName(p)} is not connected: add its token in Settings → Social Media`;
