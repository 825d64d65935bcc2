// Instagram through the Graph API (Instagram API with Facebook Login): a media container first
// (POST /{ig-user-id}/media with an image_url Instagram fetches; a carousel is one container per
// image with is_carousel_item, then a CAROUSEL container of those children, up to 10), its status
// read until FINISHED, then POST /{ig-user-id}/media_publish. The container id is remembered between
// attempts, so a retry publishes the same container instead of making another post.
import { graphId, graphRefusal, ok } from "./graph";
import { field, numberAt, sameText, send, sumAt } from "./http";
import type { SocialSettings } from "./settings";
import {
  ANALYTICS_REACH_DAYS,
  ANALYTICS_RECENT_POSTS,
  PlatformError,
  type PlatformCredentials,
  type SocialAdapter,
} from "./types";

export const INSTAGRAM_CAROUSEL_MAX = 10;

export function instagramAdapter(settings: SocialSettings): SocialAdapter {
  const polling = { attempts: 20, intervalMs: settings.instagramPollMs };
  const base = `${settings.instagramGraphBase}/${settings.graphVersion}`;
  const userOf = (c: PlatformCredentials) => {
    if (!c.accountId) {
      throw new PlatformError(
        "instagram",
        "setup",
        "the business account ID is missing: add it in Settings → Social Media",
      );
    }
    return encodeURIComponent(c.accountId);
  };
  const post = (url: string, values: Record<string, string>) =>
    send("instagram", url, { method: "POST", body: new URLSearchParams(values), timeoutMs: settings.timeoutMs });
  const get = (url: string, values: Record<string, string>) =>
    send("instagram", `${url}?${new URLSearchParams(values)}`, { method: "GET", timeoutMs: settings.timeoutMs });

  async function containerStatus(c: PlatformCredentials, id: string): Promise<{ code: string; detail: string }> {
    const answer = await get(`${base}/${encodeURIComponent(id)}`, {
      fields: "status_code,status",
      access_token: c.accessToken,
    });
    if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
    const code = field(answer.json, "status_code");
    if (!code)
      throw new PlatformError("instagram", "garbage", "the container status had no status_code", { notCreated: true });
    return { code, detail: field(answer.json, "status") ?? code };
  }

  async function createContainer(c: PlatformCredentials, user: string, text: string, urls: string[]): Promise<string> {
    if (urls.length === 0) throw new PlatformError("instagram", "media", "Instagram posts need an image");
    if (urls.length > INSTAGRAM_CAROUSEL_MAX) {
      throw new PlatformError("instagram", "media", `a carousel takes at most ${INSTAGRAM_CAROUSEL_MAX} images`);
    }
    if (urls.length === 1) {
      const answer = await post(`${base}/${user}/media`, {
        image_url: urls[0],
        caption: text,
        access_token: c.accessToken,
      });
      if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
      return graphId("instagram", answer);
    }
    const children: string[] = [];
    for (const url of urls) {
      const answer = await post(`${base}/${user}/media`, {
        image_url: url,
        is_carousel_item: "true",
        access_token: c.accessToken,
      });
      if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
      children.push(graphId("instagram", answer));
    }
    const answer = await post(`${base}/${user}/media`, {
      media_type: "CAROUSEL",
      children: children.join(","),
      caption: text,
      access_token: c.accessToken,
    });
    if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
    return graphId("instagram", answer);
  }

  async function permalink(c: PlatformCredentials, mediaId: string): Promise<string | null> {
    try {
      const answer = await get(`${base}/${encodeURIComponent(mediaId)}`, {
        fields: "permalink",
        access_token: c.accessToken,
      });
      return ok(answer) ? field(answer.json, "permalink") : null;
    } catch {
      return null; // The post is out; its link is a nicety.
    }
  }

  async function searchByCaption(c: PlatformCredentials, user: string, text: string, since: number) {
    const answer = await get(`${base}/${user}/media`, {
      fields: "id,caption,timestamp,permalink",
      limit: "25",
      access_token: c.accessToken,
    });
    if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
    const items =
      (
        answer.json as
          { data?: { id?: unknown; caption?: unknown; timestamp?: unknown; permalink?: unknown }[] } | undefined
      )?.data ?? [];
    const found = items.find(
      (m) =>
        typeof m.id === "string" &&
        typeof m.caption === "string" &&
        sameText(m.caption, text) &&
        (typeof m.timestamp !== "string" || Date.parse(m.timestamp) >= since - 60_000),
    );
    return found
      ? { remoteId: found.id as string, url: typeof found.permalink === "string" ? found.permalink : null }
      : null;
  }

  return {
    platform: "instagram",
    async publish(c, outgoing, memory) {
      const user = userOf(c);
      let container = memory.containerId;
      if (container) {
        const status = await containerStatus(c, container);
        if (status.code === "PUBLISHED") {
          const found = await searchByCaption(c, user, outgoing.text, 0);
          if (found) return found;
          throw new PlatformError("instagram", "garbage", "the container is published but its post was not found", {
            notCreated: false,
          });
        }
        if (status.code === "ERROR" || status.code === "EXPIRED") container = null;
      }
      if (!container) {
        container = await createContainer(
          c,
          user,
          outgoing.text,
          outgoing.images.map((i) => i.publicUrl),
        );
        memory.rememberContainer(container);
      }
      for (let i = 0; ; i++) {
        const status = await containerStatus(c, container);
        if (status.code === "FINISHED") break;
        if (status.code === "ERROR")
          throw new PlatformError("instagram", "media", `Instagram could not use the image (${status.detail})`);
        if (status.code === "EXPIRED")
          throw new PlatformError("instagram", "server", "the media container expired before it was published");
        if (status.code === "PUBLISHED") {
          const found = await searchByCaption(c, user, outgoing.text, 0);
          if (found) return found;
        }
        if (i + 1 >= polling.attempts) {
          throw new PlatformError("instagram", "server", "Instagram is still processing the image", {
            notCreated: true,
          });
        }
        await new Promise((r) => setTimeout(r, polling.intervalMs));
      }
      const answer = await post(`${base}/${user}/media_publish`, {
        creation_id: container,
        access_token: c.accessToken,
      });
      if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
      const mediaId = graphId("instagram", answer);
      return { remoteId: mediaId, url: await permalink(c, mediaId) };
    },
    // GET /{ig-user-id}?fields=followers_count,media_count; the recent media's like and comment
    // counts (engagement); insights reach as a total over the last 28 days.
    async readAnalytics(c) {
      const user = userOf(c);
      const read = async (path: string, values: Record<string, string>) => {
        const answer = await get(`${base}/${user}${path}`, { ...values, access_token: c.accessToken });
        if (!ok(answer)) throw graphRefusal("instagram", answer, settings.graphVersion);
        return answer.json;
      };
      const account = await read("", { fields: "followers_count,media_count" });
      const followers = numberAt(account, "followers_count");
      if (followers === null) throw new PlatformError("instagram", "garbage", "the account had no followers_count");
      const media =
        (
          (await read("/media", { fields: "id,like_count,comments_count", limit: String(ANALYTICS_RECENT_POSTS) })) as
            { data?: unknown[] } | undefined
        )?.data ?? [];
      const until = Math.floor(Date.now() / 1000);
      const insights = await read("/insights", {
        metric: "reach",
        period: "day",
        metric_type: "total_value",
        since: String(until - ANALYTICS_REACH_DAYS * 86_400),
        until: String(until),
      });
      return {
        followers,
        posts: numberAt(account, "media_count") ?? media.length,
        engagement: sumAt(media, "like_count") + sumAt(media, "comments_count"),
        reach: numberAt(insights, "data", 0, "total_value", "value"),
      };
    },
    async findExisting(c, outgoing, since, memory) {
      const user = userOf(c);
      if (memory.containerId) {
        const status = await containerStatus(c, memory.containerId);
        // Not published yet: publishing the remembered container is the retry, and posts once.
        if (status.code !== "PUBLISHED") return null;
      }
      return searchByCaption(c, user, outgoing.text, since);
    },
  };
}
