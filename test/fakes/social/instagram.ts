// Instagram's content publishing through the Graph API as a local peer: POST /{version}/{ig-user-id}/media
// (image_url + caption, or is_carousel_item, or media_type=CAROUSEL with children), GET /{container-id}
// ?fields=status_code, POST /{ig-user-id}/media_publish (creation_id), GET /{ig-user-id}/media, GET
// /{media-id}?fields=permalink. A container publishes once: publishing it again is refused.
import { graphError, graphFailure, tokenOf } from "./graph";
import { nextId, startPeer } from "./peer";

interface Container {
  caption: string;
  children: string[];
  carouselItem: boolean;
  status: "IN_PROGRESS" | "FINISHED" | "PUBLISHED";
  checks: number;
}

export async function startInstagramPeer(options: { userId?: string; version?: string } = {}) {
  const igUser = options.userId ?? "17841405822304914";
  const version = options.version ?? "v26.0";
  const containers = new Map<string, Container>();
  const mediaRejected = {
    message: "Media download has failed. The media URI doesn't meet our requirements.",
    type: "OAuthException",
    code: 9004,
    error_subcode: 2207052,
    error_user_title: "Media download has failed",
    error_user_msg: "The media could not be fetched from the URI provided.",
  };
  return startPeer(async (req, peer) => {
    const token = tokenOf(req.form, req.fields, req.query);
    if (!token || token === "expired") return graphFailure("auth", mediaRejected);
    const path = req.path.replace(`/${version}/`, "/");
    if (req.method === "POST" && path === `/${igUser}/media`) {
      const f = peer.take();
      if (f) return graphFailure(f, mediaRejected);
      const form = req.form!;
      const id = nextId();
      if (form.get("media_type") === "CAROUSEL") {
        const children = (form.get("children") ?? "").split(",").filter(Boolean);
        if (children.length < 2 || children.length > 10 || children.some((c) => !containers.get(c)?.carouselItem)) {
          return graphError(400, {
            message: "(#100) The carousel needs 2 to 10 item containers",
            type: "OAuthException",
            code: 100,
          });
        }
        containers.set(id, {
          caption: form.get("caption") ?? "",
          children,
          carouselItem: false,
          status: "IN_PROGRESS",
          checks: 0,
        });
        return { status: 200, body: { id } };
      }
      const imageUrl = form.get("image_url");
      if (!imageUrl || !/^https?:\/\/.+\/api\/public\/media\/[0-9a-f]{64}$/.test(imageUrl))
        return graphError(400, mediaRejected);
      containers.set(id, {
        caption: form.get("caption") ?? "",
        children: [],
        carouselItem: form.get("is_carousel_item") === "true",
        status: "IN_PROGRESS",
        checks: 0,
      });
      return { status: 200, body: { id } };
    }
    if (req.method === "POST" && path === `/${igUser}/media_publish`) {
      const f = peer.take();
      if (f) return graphFailure(f, mediaRejected);
      const id = req.form?.get("creation_id") ?? "";
      const container = containers.get(id);
      if (!container || container.carouselItem)
        return graphError(400, { message: "(#100) Invalid creation_id", type: "OAuthException", code: 100 });
      if (container.status === "PUBLISHED")
        return graphError(400, {
          message: "The media has already been published",
          type: "OAuthException",
          code: 9007,
          error_subcode: 2207006,
        });
      if (container.status !== "FINISHED")
        return graphError(400, {
          message: "Media ID is not available",
          type: "OAuthException",
          code: 9007,
          error_subcode: 2207027,
        });
      container.status = "PUBLISHED";
      const mediaId = nextId();
      peer.posts.push({
        id: mediaId,
        text: container.caption,
        images: Math.max(1, container.children.length),
        token,
        at: Date.now(),
      });
      await peer.hold();
      return { status: 200, body: { id: mediaId } };
    }
    if (req.method === "GET" && path === `/${igUser}` && req.query.get("fields") === "followers_count,media_count") {
      return {
        status: 200,
        body: {
          followers_count: peer.audience.followers,
          media_count: peer.posts.filter((p) => p.token === token).length,
          id: igUser,
        },
      };
    }
    if (req.method === "GET" && path === `/${igUser}/insights`) {
      if (
        req.query.get("metric") !== "reach" ||
        req.query.get("metric_type") !== "total_value" ||
        !req.query.get("since")
      ) {
        return graphError(400, {
          message: "(#100) metric_type=total_value and since/until are required for reach",
          type: "OAuthException",
          code: 100,
        });
      }
      const value = peer.audience.reached * peer.posts.filter((p) => p.token === token).length;
      return {
        status: 200,
        body: {
          data: [
            {
              name: "reach",
              period: "day",
              title: "Accounts reached",
              total_value: { value },
              id: `${igUser}/insights/reach/day`,
            },
          ],
        },
      };
    }
    if (req.method === "GET" && path === `/${igUser}/media`) {
      const data = peer.posts
        .filter((p) => p.token === token)
        .slice(-Math.min(100, Number(req.query.get("limit") ?? 25)))
        .reverse()
        .map((p) => ({
          id: p.id,
          like_count: peer.audience.likes,
          comments_count: peer.audience.comments,
          caption: p.text,
          timestamp: new Date(p.at).toISOString().replace(".000Z", "+0000"),
          permalink: `https://www.instagram.com/p/${p.id}/`,
        }));
      return { status: 200, body: { data, paging: {} } };
    }
    if (req.method === "GET") {
      const id = path.slice(1);
      const container = containers.get(id);
      if (container && req.query.get("fields")?.includes("status_code")) {
        // Processing takes one look, as a real container takes a moment.
        if (container.status === "IN_PROGRESS" && container.checks++ >= 1) container.status = "FINISHED";
        return {
          status: 200,
          body: {
            status_code: container.status,
            status:
              container.status === "IN_PROGRESS"
                ? "In Progress"
                : "Finished: Media has been uploaded and it is ready to be published.",
            id,
          },
        };
      }
      const post = peer.posts.find((p) => p.id === id);
      if (post) return { status: 200, body: { permalink: `https://www.instagram.com/p/${post.id}/`, id } };
    }
    return graphError(400, {
      message: `Unsupported get request. Object with ID '${path}' does not exist`,
      type: "GraphMethodException",
      code: 100,
      error_subcode: 33,
    });
  });
}
