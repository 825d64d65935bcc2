// Facebook Pages through the Graph API: text to POST /{page-id}/feed; one photo to
// POST /{page-id}/photos (multipart `source`); several photos uploaded unpublished, then attached to
// one feed post (`attached_media`). The Page access token and Page id come from Settings.
import { graphId, graphRefusal, ok } from "./graph";
import { field, multipart, numberAt, sameText, send, sumAt } from "./http";
import type { SocialSettings } from "./settings";
import { ANALYTICS_RECENT_POSTS, PlatformError, type PlatformCredentials, type SocialAdapter } from "./types";

/** The Page Insights metric read as reach (Meta's named alternative to page_impressions_unique). */
export const FACEBOOK_REACH_METRIC = "page_total_media_view_unique";

export function facebookAdapter(settings: SocialSettings): SocialAdapter {
  const base = `${settings.facebookGraphBase}/${settings.graphVersion}`;
  const pageOf = (c: PlatformCredentials) => {
    if (!c.accountId)
      throw new PlatformError("facebook", "setup", "the Page ID is missing: add it in Settings → Social Media");
    return encodeURIComponent(c.accountId);
  };
  const form = (values: Record<string, string>) => new URLSearchParams(values);
  const post = (url: string, body: URLSearchParams | FormData) =>
    send("facebook", url, { method: "POST", body, timeoutMs: settings.timeoutMs });
  const urlOf = (id: string) => `https://www.facebook.com/${id}`;

  return {
    platform: "facebook",
    async publish(c, outgoing) {
      const page = pageOf(c);
      const token = c.accessToken;
      if (outgoing.images.length === 1) {
        const [image] = outgoing.images;
        const answer = await post(
          `${base}/${page}/photos`,
          multipart({
            source: { bytes: image.bytes, contentType: image.contentType, filename: "image" },
            caption: outgoing.text,
            published: "true",
            access_token: token,
          }),
        );
        if (!ok(answer)) throw graphRefusal("facebook", answer, settings.graphVersion);
        const id = field(answer.json, "post_id") ?? graphId("facebook", answer);
        return { remoteId: id, url: urlOf(id) };
      }
      const attached: string[] = [];
      for (const image of outgoing.images) {
        const answer = await post(
          `${base}/${page}/photos`,
          multipart({
            source: { bytes: image.bytes, contentType: image.contentType, filename: "image" },
            published: "false",
            access_token: token,
          }),
        );
        if (!ok(answer)) throw graphRefusal("facebook", answer, settings.graphVersion);
        attached.push(graphId("facebook", answer));
      }
      const fields: Record<string, string> = { message: outgoing.text, access_token: token };
      attached.forEach((id, i) => (fields[`attached_media[${i}]`] = JSON.stringify({ media_fbid: id })));
      const answer = await post(`${base}/${page}/feed`, form(fields));
      if (!ok(answer)) throw graphRefusal("facebook", answer, settings.graphVersion);
      const id = graphId("facebook", answer);
      return { remoteId: id, url: urlOf(id) };
    },
    // GET /{page-id}?fields=followers_count; the Page's published_posts with their reactions and
    // comments totals and shares (engagement); insights page_total_media_view_unique over 28 days
    // (reach: the people who saw any of the Page's content). page_impressions_unique, its predecessor,
    // is refused on every version since Meta's 2025-26 Page Insights deprecations (docs/platforms.md).
    async readAnalytics(c) {
      const page = pageOf(c);
      const get = async (path: string, values: Record<string, string>) => {
        const query = form({ ...values, access_token: c.accessToken });
        const answer = await send("facebook", `${base}/${page}${path}?${query}`, {
          method: "GET",
          timeoutMs: settings.timeoutMs,
        });
        if (!ok(answer)) throw graphRefusal("facebook", answer, settings.graphVersion);
        return answer.json;
      };
      const followers = numberAt(await get("", { fields: "followers_count" }), "followers_count");
      if (followers === null) throw new PlatformError("facebook", "garbage", "the Page had no followers_count");
      const posts =
        (
          (await get("/published_posts", {
            fields: "id,shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)",
            limit: String(ANALYTICS_RECENT_POSTS),
          })) as { data?: unknown[] } | undefined
        )?.data ?? [];
      const insights = (await get("/insights", { metric: FACEBOOK_REACH_METRIC, period: "days_28" })) as
        { data?: { values?: unknown[] }[] } | undefined;
      const values = insights?.data?.[0]?.values ?? [];
      return {
        followers,
        posts: posts.length,
        engagement:
          sumAt(posts, "reactions", "summary", "total_count") +
          sumAt(posts, "comments", "summary", "total_count") +
          sumAt(posts, "shares", "count"),
        reach: values.length ? numberAt(values[values.length - 1], "value") : null,
      };
    },
    async findExisting(c, outgoing, since) {
      const page = pageOf(c);
      const query = form({
        fields: "id,message,created_time",
        limit: "25",
        since: String(Math.floor(since / 1000) - 60),
        access_token: c.accessToken,
      });
      const answer = await send("facebook", `${base}/${page}/feed?${query}`, {
        method: "GET",
        timeoutMs: settings.timeoutMs,
      });
      if (!ok(answer)) throw graphRefusal("facebook", answer, settings.graphVersion);
      const items = (answer.json as { data?: { id?: unknown; message?: unknown }[] } | undefined)?.data ?? [];
      const found = items.find(
        (p) => typeof p.id === "string" && typeof p.message === "string" && sameText(p.message, outgoing.text),
      );
      return found ? { remoteId: found.id as string, url: urlOf(found.id as string) } : null;
    },
  };
}
