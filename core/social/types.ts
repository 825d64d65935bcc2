// One interface for every social platform (STYLE.md 15a): the publishing worker knows only this.
// Each platform lives in its own file (x.ts, linkedin.ts, facebook.ts, instagram.ts), tested against a
// local peer that speaks the platform's documented requests and errors (test/fakes/social/).
import type { Platform } from "../catalog";
import type { SocialSettings } from "./settings";

/** The owner's stored credentials for one platform, opened for this request only. */
export interface PlatformCredentials {
  accessToken: string;
  /** X: the OAuth 1.0a access secret, when the owner stored one. */
  accessSecret: string | null;
  /** Facebook: the Page id; Instagram: the business account id. */
  accountId: string | null;
}

export interface OutgoingImage {
  bytes: Buffer;
  contentType: string;
  /** Where the platform can fetch it (Instagram fetches by URL): the public media link. */
  publicUrl: string;
}

export interface OutgoingPost {
  text: string;
  images: OutgoingImage[];
}

export interface PublishedPost {
  /** The platform's id of the post: recorded, so a retry never posts a second copy. */
  remoteId: string;
  /** Where the owner sees it, when the platform says or the id makes it known. */
  url: string | null;
}

/** What a publish may remember between attempts (Instagram's media container). */
export interface PublishMemory {
  containerId: string | null;
  rememberContainer(id: string): void;
}

/**
 * The account's figures as the platform reports them (each platform's own definitions): followers,
 * posts on the account, engagement (reactions, comments, shares, reposts) on its recent posts, and reach
 * (people or impressions, as the platform counts it; null when it reports none).
 */
export interface PlatformAnalytics {
  followers: number;
  posts: number;
  engagement: number;
  reach: number | null;
}

/** How many recent posts engagement is summed over (one page of each platform's list). */
export const ANALYTICS_RECENT_POSTS = 100;
/** Days of reach the Graph platforms are asked for. */
export const ANALYTICS_REACH_DAYS = 28;

export interface SocialAdapter {
  platform: Platform;
  /** Reads the account's figures. Throws a PlatformError for every refusal. */
  readAnalytics(credentials: PlatformCredentials): Promise<PlatformAnalytics>;
  /** Creates the post. Throws a PlatformError for every refusal. */
  publish(credentials: PlatformCredentials, post: OutgoingPost, memory: PublishMemory): Promise<PublishedPost>;
  /**
   * After an attempt whose outcome is unknown (a crash, a timeout, an unreadable answer): the post if
   * the platform already has it, published at or after `since` (ms), else null.
   */
  findExisting(
    credentials: PlatformCredentials,
    post: OutgoingPost,
    since: number,
    memory: PublishMemory,
  ): Promise<PublishedPost | null>;
}

export type SocialAdapterFactory = (settings: SocialSettings) => SocialAdapter;

/**
 * How a platform refused: `auth` (token expired or revoked: reconnect), `rate_limited` (wait
 * `retryAfterMs`), `media` (the image was refused), `rejected` (the post itself was refused: too long,
 * duplicate, not allowed), `server` (their 5xx), `garbage` (an answer we cannot read), `network`
 * (no answer, timeout), `setup` (something the owner must add in Settings, e.g. the Page id).
 */
export type PlatformErrorKind =
  "auth" | "setup" | "rate_limited" | "media" | "rejected" | "server" | "garbage" | "network";

export class PlatformError extends Error {
  constructor(
    readonly platform: Platform,
    readonly kind: PlatformErrorKind,
    /** The platform's own words (or ours for garbage and the network). */
    readonly detail: string,
    readonly options: {
      status?: number;
      retryAfterMs?: number;
      /**
       * The platform surely did not create the post (it answered with a refusal). False when it may
       * have: no answer, a timeout, an unreadable success.
       */
      notCreated?: boolean;
    } = {},
  ) {
    super(`${platform} ${kind}: ${detail}`);
    this.name = "PlatformError";
  }

  get notCreated(): boolean {
    return this.options.notCreated ?? (this.kind !== "network" && this.kind !== "garbage");
  }
}
