// LinkedIn Posts API (versioned REST: Linkedin-Version + X-Restli-Protocol-Version 2.0.0). The author
// is the member behind the token (OpenID userinfo `sub` → urn:li:person:…); images go through the
// Images API (initializeUpload, then PUT the bytes to the upload URL); the post's URN comes back in
// the x-restli-id header of a 201. Errors are {status, serviceErrorCode, code, message}.
import { field, numberAt, retryAfterMs, sameText, send, type HttpAnswer } from "./http";
import type { SocialSettings } from "./settings";
import { ANALYTICS_RECENT_POSTS, PlatformError, type PlatformCredentials, type SocialAdapter } from "./types";
import { retiredVersionFix } from "./versions";

/**
 * Commentary is LinkedIn's "little text" format: reserved characters are escaped, and a #word becomes
 * a hashtag template so it still links.
 */
export function littleText(text: string): string {
  const escaped = text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
  return escaped.replace(
    /(^|[^\p{L}\p{N}_\\])\\#([\p{L}\p{N}_]+)/gu,
    (_, lead: string, tag: string) => `${lead}{hashtag|\\#|${tag}}`,
  );
}

function reason(answer: HttpAnswer): string {
  return (
    field(answer.json, "message") ??
    field(answer.json, "code") ??
    (answer.text.slice(0, 200) || `HTTP ${answer.status}`)
  );
}

/**
 * A call refused for its Linkedin-Version (426 with code NONEXISTENT_VERSION, "Requested version …
 * is not active"): every call fails alike until the setting changes, so it is a setup problem with
 * its fix, not a refused post.
 */
function versionRefused(answer: HttpAnswer): boolean {
  const code = field(answer.json, "code");
  return answer.status === 426 || code === "NONEXISTENT_VERSION" || code === "VERSION_MISSING";
}

function refusal(answer: HttpAnswer, step: "media" | "post", version: string): PlatformError {
  const detail = reason(answer);
  const status = answer.status;
  if (versionRefused(answer))
    return new PlatformError("linkedin", "setup", retiredVersionFix("linkedin", version), { status });
  if (status === 401 || status === 403) return new PlatformError("linkedin", "auth", detail, { status });
  if (status === 429)
    return new PlatformError("linkedin", "rate_limited", detail, {
      status,
      retryAfterMs: retryAfterMs(answer.headers),
    });
  if (status >= 500)
    return new PlatformError("linkedin", "server", detail, { status, retryAfterMs: retryAfterMs(answer.headers) });
  if (step === "media") return new PlatformError("linkedin", "media", detail, { status });
  return new PlatformError("linkedin", "rejected", detail, { status });
}

export function linkedinAdapter(settings: SocialSettings): SocialAdapter {
  const base = settings.linkedinApiBase;
  const headers = (c: PlatformCredentials, json = true) => ({
    authorization: `Bearer ${c.accessToken}`,
    "linkedin-version": settings.linkedinVersion,
    "x-restli-protocol-version": "2.0.0",
    ...(json ? { "content-type": "application/json" } : {}),
  });
  const call = (c: PlatformCredentials, method: string, url: string, body?: unknown) =>
    send("linkedin", url, {
      method,
      headers: headers(c, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: settings.timeoutMs,
    });

  async function author(c: PlatformCredentials): Promise<string> {
    const me = await call(c, "GET", `${base}/v2/userinfo`);
    if (me.status !== 200) throw refusal(me, "post", settings.linkedinVersion);
    const sub = field(me.json, "sub");
    if (!sub) throw new PlatformError("linkedin", "garbage", "the member lookup had no id", { notCreated: true });
    return `urn:li:person:${sub}`;
  }

  const urlOf = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

  return {
    platform: "linkedin",
    async publish(c, post) {
      const owner = await author(c);
      const images: string[] = [];
      for (const image of post.images) {
        const init = await call(c, "POST", `${base}/rest/images?action=initializeUpload`, {
          initializeUploadRequest: { owner },
        });
        if (init.status < 200 || init.status >= 300) throw refusal(init, "media", settings.linkedinVersion);
        const uploadUrl = field(init.json, "value", "uploadUrl");
        const urn = field(init.json, "value", "image");
        if (!uploadUrl || !urn)
          throw new PlatformError("linkedin", "garbage", "the image upload answer had no upload URL", {
            notCreated: true,
          });
        const put = await send("linkedin", uploadUrl, {
          method: "PUT",
          headers: { authorization: `Bearer ${c.accessToken}`, "content-type": image.contentType },
          body: new Uint8Array(image.bytes),
          timeoutMs: settings.timeoutMs,
        });
        if (put.status < 200 || put.status >= 300) throw refusal(put, "media", settings.linkedinVersion);
        images.push(urn);
      }
      const content =
        images.length === 1
          ? { content: { media: { id: images[0] } } }
          : images.length > 1
            ? { content: { multiImage: { images: images.map((id) => ({ id })) } } }
            : {};
      const answer = await call(c, "POST", `${base}/rest/posts`, {
        author: owner,
        commentary: littleText(post.text),
        visibility: "PUBLIC",
        distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
        ...content,
        lifecycleState: "PUBLISHED",
        isReshareDisabledByAuthor: false,
      });
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer, "post", settings.linkedinVersion);
      const urn = answer.headers.get("x-restli-id") ?? answer.headers.get("x-linkedin-id") ?? field(answer.json, "id");
      if (!urn || !/^urn:li:/.test(urn)) {
        throw new PlatformError("linkedin", "garbage", `an answer without the post's id (HTTP ${answer.status})`, {
          notCreated: false,
        });
      }
      return { remoteId: urn, url: urlOf(urn) };
    },
    // Community Management API: memberFollowersCount (q=me), the member's posts (q=author), and
    // memberCreatorPostAnalytics totals: reactions, comments and reshares are engagement, members
    // reached the reach.
    async readAnalytics(c) {
      const owner = await author(c);
      const get = async (path: string) => {
        const answer = await call(c, "GET", `${base}${path}`);
        if (answer.status !== 200) throw refusal(answer, "post", settings.linkedinVersion);
        return answer.json as { elements?: unknown[] } | undefined;
      };
      const followers = numberAt(await get("/rest/memberFollowersCount?q=me"), "elements", 0, "memberFollowersCount");
      if (followers === null) throw new PlatformError("linkedin", "garbage", "the followers count was missing");
      const posts =
        (await get(`/rest/posts?q=author&author=${encodeURIComponent(owner)}&count=${ANALYTICS_RECENT_POSTS}`))
          ?.elements ?? [];
      const total = async (queryType: string) =>
        numberAt(
          await get(`/rest/memberCreatorPostAnalytics?q=me&queryType=${queryType}&aggregation=TOTAL`),
          "elements",
          0,
          "count",
        ) ?? 0;
      return {
        followers,
        posts: posts.length,
        engagement: (await total("REACTION")) + (await total("COMMENT")) + (await total("RESHARE")),
        reach: await total("MEMBERS_REACHED"),
      };
    },
    async findExisting(c, post, since) {
      const owner = await author(c);
      const answer = await call(
        c,
        "GET",
        `${base}/rest/posts?q=author&author=${encodeURIComponent(owner)}&count=20&sortBy=LAST_MODIFIED`,
      );
      if (answer.status !== 200) throw refusal(answer, "post", settings.linkedinVersion);
      const elements =
        (answer.json as { elements?: { id?: unknown; commentary?: unknown; createdAt?: unknown }[] } | undefined)
          ?.elements ?? [];
      const expected = littleText(post.text);
      const found = elements.find(
        (e) =>
          typeof e.id === "string" &&
          typeof e.commentary === "string" &&
          (e.commentary === expected || sameText(e.commentary, post.text)) &&
          (typeof e.createdAt !== "number" || e.createdAt >= since - 60_000),
      );
      return found ? { remoteId: found.id as string, url: urlOf(found.id as string) } : null;
    },
  };
}
