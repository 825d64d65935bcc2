// X (Twitter) API v2: POST /2/tweets with media uploaded first through POST /2/media/upload. The
// owner's token is an OAuth 2.0 user token (Bearer), or, with an access secret and the app's consumer
// keys (X_API_KEY, X_API_SECRET), OAuth 1.0a. Errors are problem documents ({title, detail, type});
// a 429 carries x-rate-limit-reset (and sometimes Retry-After).
import { field, multipart, numberAt, retryAfterMs, sameText, send, sumAt, type HttpAnswer } from "./http";
import { oauth1Header } from "./oauth1";
import type { SocialSettings } from "./settings";
import { ANALYTICS_RECENT_POSTS, PlatformError, type PlatformCredentials, type SocialAdapter } from "./types";

function problem(answer: HttpAnswer): string {
  const body = answer.json as Record<string, unknown> | undefined;
  const first = Array.isArray(body?.errors) ? (body!.errors as unknown[])[0] : undefined;
  // The first error's own words say what was wrong ("File size exceeds 5242880 bytes."); the problem's
  // detail is often the generic "One or more parameters to your request was invalid."
  return (
    field(first, "message") ??
    field(first, "detail") ??
    field(body, "detail") ??
    field(body, "title") ??
    (answer.text.slice(0, 200) || `HTTP ${answer.status}`)
  );
}

function refusal(answer: HttpAnswer, step: "media" | "post"): PlatformError {
  const detail = problem(answer);
  const status = answer.status;
  if (status === 401) return new PlatformError("twitter", "auth", detail, { status });
  if (status === 429)
    return new PlatformError("twitter", "rate_limited", detail, { status, retryAfterMs: retryAfterMs(answer.headers) });
  if (status >= 500)
    return new PlatformError("twitter", "server", detail, { status, retryAfterMs: retryAfterMs(answer.headers) });
  if (step === "media" && (status === 400 || status === 413 || status === 415)) {
    return new PlatformError("twitter", "media", detail, { status });
  }
  if (status === 403 && /oauth|permission|token|scope/i.test(detail) && !/duplicate/i.test(detail)) {
    return new PlatformError("twitter", "auth", detail, { status });
  }
  return new PlatformError("twitter", "rejected", detail, { status });
}

export function xAdapter(settings: SocialSettings): SocialAdapter {
  const base = settings.xApiBase;
  const auth = (method: string, url: string, c: PlatformCredentials) =>
    c.accessSecret && settings.xConsumerKey && settings.xConsumerSecret
      ? oauth1Header(method, url, {
          consumerKey: settings.xConsumerKey,
          consumerSecret: settings.xConsumerSecret,
          token: c.accessToken,
          tokenSecret: c.accessSecret,
        })
      : `Bearer ${c.accessToken}`;

  const call = (c: PlatformCredentials, method: string, url: string, body?: BodyInit, json = false) =>
    send("twitter", url, {
      method,
      headers: { authorization: auth(method, url, c), ...(json ? { "content-type": "application/json" } : {}) },
      body,
      timeoutMs: settings.timeoutMs,
    });

  const urlOf = (id: string) => `https://x.com/i/web/status/${id}`;

  return {
    platform: "twitter",
    async publish(c, post) {
      const mediaIds: string[] = [];
      for (const [i, image] of post.images.entries()) {
        const answer = await call(
          c,
          "POST",
          `${base}/2/media/upload`,
          multipart({
            media: { bytes: image.bytes, contentType: image.contentType, filename: `image-${i + 1}` },
            media_category: "tweet_image",
            media_type: image.contentType,
          }),
        );
        if (answer.status < 200 || answer.status >= 300) throw refusal(answer, "media");
        const id = field(answer.json, "data", "id") ?? field(answer.json, "media_id_string");
        // An unreadable upload answer created nothing public: the post itself was not made yet.
        if (!id)
          throw new PlatformError("twitter", "garbage", "the media upload answer had no media id", {
            notCreated: true,
          });
        mediaIds.push(id);
      }
      const answer = await call(
        c,
        "POST",
        `${base}/2/tweets`,
        JSON.stringify({ text: post.text, ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}) }),
        true,
      );
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer, "post");
      const id = field(answer.json, "data", "id");
      if (!id)
        throw new PlatformError("twitter", "garbage", `an answer without a post id (HTTP ${answer.status})`, {
          notCreated: false,
        });
      return { remoteId: id, url: urlOf(id) };
    },
    // GET /2/users/me?user.fields=public_metrics (followers, tweet count), then the recent posts'
    // public_metrics: likes, reposts, replies and quotes are engagement, impressions the reach.
    async readAnalytics(c) {
      const me = await call(c, "GET", `${base}/2/users/me?user.fields=public_metrics`);
      if (me.status !== 200) throw refusal(me, "post");
      const userId = field(me.json, "data", "id");
      const followers = numberAt(me.json, "data", "public_metrics", "followers_count");
      if (!userId || followers === null)
        throw new PlatformError("twitter", "garbage", "the account lookup had no public metrics");
      const timeline = await call(
        c,
        "GET",
        `${base}/2/users/${encodeURIComponent(userId)}/tweets?max_results=${ANALYTICS_RECENT_POSTS}&tweet.fields=public_metrics`,
      );
      if (timeline.status !== 200) throw refusal(timeline, "post");
      const tweets = (timeline.json as { data?: unknown[] } | undefined)?.data ?? [];
      const metric = (name: string) => sumAt(tweets, "public_metrics", name);
      return {
        followers,
        posts: numberAt(me.json, "data", "public_metrics", "tweet_count") ?? tweets.length,
        engagement: metric("like_count") + metric("retweet_count") + metric("reply_count") + metric("quote_count"),
        reach: tweets.length ? metric("impression_count") : 0,
      };
    },
    async findExisting(c, post, since) {
      const me = await call(c, "GET", `${base}/2/users/me`);
      if (me.status !== 200) throw refusal(me, "post");
      const userId = field(me.json, "data", "id");
      if (!userId)
        throw new PlatformError("twitter", "garbage", "the account lookup had no user id", { notCreated: false });
      const start = new Date(Math.floor(since / 1000) * 1000).toISOString().replace(".000Z", "Z");
      const timeline = await call(
        c,
        "GET",
        `${base}/2/users/${encodeURIComponent(userId)}/tweets?max_results=20&start_time=${start}`,
      );
      if (timeline.status !== 200) throw refusal(timeline, "post");
      const items = (timeline.json as { data?: { id?: unknown; text?: unknown }[] } | undefined)?.data ?? [];
      const found = items.find(
        (t) => typeof t.text === "string" && typeof t.id === "string" && sameText(t.text, post.text),
      );
      return found ? { remoteId: found.id as string, url: urlOf(found.id as string) } : null;
    },
  };
}
