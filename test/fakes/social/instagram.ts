// Instagram's content publishing through the Graph API as a local peer: POST /{version}/{ig-user-id}/media
// (image_url + caption, or is_carousel_item, or media_type=CAROUSEL with children), GET /{container-id}
// ?fields=status_code, POST /{ig-user-id}/media_publish (creation_id), GET /{ig-user-id}/media, GET
// /{media-id}?fields=permalink. A container publishes once: publishing it again is refused.
// Like Instagram, it downloads each image_url and refuses what the feed refuses, with the Graph API's
// error shape (docs/platforms.md): an image it cannot fetch (9004/2207052), over 8 MiB
// (36000/2207004), not a JPEG (36001/2207005), or a width:height outside 4:5–1.91:1 (36003/2207009).
// A caption with more hashtags than Instagram takes (5 since December 2025) is not refused: the post
// goes out without its caption, as owners report Instagram doing (docs/platforms.md); `droppedCaptions`
// counts them. A carousel's children keep their width:height in `carouselRatios` (Instagram shows every
// item in the first one's shape; Meta documents no refusal, so the peer records, the tests compare).
import sharp from "sharp";
import { expiredVersion, graphError, graphFailure, revokedLogin, tokenOf, type GraphErrorBody } from "./graph";
import { nextId, startPeer, type Reply } from "./peer";

/** How the peer reads an image_url: the bytes and their type, or null when it cannot be fetched. */
export type ImageSource = (url: string) => Promise<{ bytes: Buffer; contentType: string } | null>;

/**
 * Test apps answer for their public origin here (test/app.ts registers `http://microteam.test`), as a
 * real server would over HTTP; any other origin is fetched over the network. The latest app to register
 * an origin answers for it (tests in a file run one after another).
 */
const origins = new Map<string, (path: string) => Promise<Response>>();
export function serveOrigin(origin: string, handler: (path: string) => Promise<Response>) {
  origins.set(origin, handler);
}

export const fetchImage: ImageSource = async (url) => {
  try {
    const parsed = new URL(url);
    const local = origins.get(parsed.origin);
    const res = local ? await local(parsed.pathname + parsed.search) : await fetch(url);
    if (!res.ok) return null;
    return { bytes: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "" };
  } catch {
    return null;
  }
};

export const INSTAGRAM_MAX_BYTES = 8 * 1024 * 1024;
/** Hashtags Instagram keeps in a caption of a post or reel (announced December 2025; was 30). */
export const INSTAGRAM_MAX_HASHTAGS = 5;
const hashtagsIn = (caption: string) => caption.match(/(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu)?.length ?? 0;
/** The caption Instagram keeps: none at all when it carries too many hashtags. */
const keptCaption = (caption: string) => (hashtagsIn(caption) > INSTAGRAM_MAX_HASHTAGS ? "" : caption);

/** Instagram's refusal of the image, or null when its feed takes it. */
async function refuseImage(
  image: { bytes: Buffer; contentType: string } | null,
  downloadFailed: GraphErrorBody,
): Promise<Reply | null> {
  if (!image) return graphError(400, downloadFailed);
  if (image.bytes.length > INSTAGRAM_MAX_BYTES) {
    return graphError(400, {
      message: "The image size is too large.",
      type: "OAuthException",
      code: 36000,
      error_subcode: 2207004,
      is_transient: false,
      error_user_title: "Image size too large",
      error_user_msg: "The image is too large to download. It should be less than 8 MiB.",
    });
  }
  const jpeg = image.bytes[0] === 0xff && image.bytes[1] === 0xd8 && image.bytes[2] === 0xff;
  if (!jpeg) {
    return graphError(400, {
      message: "The image format is not supported.",
      type: "OAuthException",
      code: 36001,
      error_subcode: 2207005,
      is_transient: false,
      error_user_title: "Unsupported image format",
      error_user_msg: "The image format is not supported. Supported formats are: JPEG",
    });
  }
  const meta = await sharp(image.bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return graphError(400, downloadFailed);
  const ratio = meta.width / meta.height;
  if (ratio < 4 / 5 || ratio > 1.91) {
    return graphError(400, {
      message: "The aspect ratio is not supported.",
      type: "OAuthException",
      code: 36003,
      error_subcode: 2207009,
      is_transient: false,
      error_user_title: "Cannot publish image",
      error_user_msg: `The submitted image with aspect ratio ('${meta.width}:${meta.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
    });
  }
  return null;
}

/** What the peer noticed that Instagram does without refusing. */
export interface InstagramSeen {
  /** Each published carousel's children's width:height, in order. */
  carouselRatios: number[][];
  /** Captions Instagram would drop (too many hashtags); the post went out without them. */
  droppedCaptions: number;
}

interface Container {
  caption: string;
  /** The image's width:height (an image container), else null. */
  ratio: number | null;
  children: string[];
  carouselItem: boolean;
  status: "IN_PROGRESS" | "FINISHED" | "PUBLISHED";
  checks: number;
}

export async function startInstagramPeer(
  options: { userId?: string; version?: string; images?: ImageSource; today?: () => Date } = {},
) {
  const images = options.images ?? fetchImage;
  const today = options.today ?? (() => new Date());
  const igUser = options.userId ?? "17841405822304914";
  const version = options.version ?? "v26.0";
  const containers = new Map<string, Container>();
  const seen: InstagramSeen = { carouselRatios: [], droppedCaptions: 0 };
  const caption = (form: URLSearchParams) => {
    const given = form.get("caption") ?? "";
    const kept = keptCaption(given);
    if (kept !== given) seen.droppedCaptions++;
    return kept;
  };
  const mediaRejected = {
    message: "Media download has failed. The media URI doesn't meet our requirements.",
    type: "OAuthException",
    code: 9004,
    error_subcode: 2207052,
    error_user_title: "Media download has failed",
    error_user_msg: "The media could not be fetched from the URI provided.",
  };
  const started = await startPeer(async (req, peer) => {
    const token = tokenOf(req.form, req.fields, req.query);
    if (!token || token === "expired") return graphFailure("auth", mediaRejected);
    // A Page token whose Facebook login was revoked, and a retired version: refused as Facebook's peer does.
    const revoked = revokedLogin(token);
    if (revoked) return revoked;
    const expired = expiredVersion(req.path.split("/")[1] ?? "", today());
    if (expired) return expired;
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
          caption: caption(form),
          ratio: null,
          children,
          carouselItem: false,
          status: "IN_PROGRESS",
          checks: 0,
        });
        return { status: 200, body: { id } };
      }
      const imageUrl = form.get("image_url");
      if (!imageUrl || !/^https?:\/\//.test(imageUrl)) return graphError(400, mediaRejected);
      const image = await images(imageUrl);
      const refused = await refuseImage(image, mediaRejected);
      if (refused) return refused;
      peer.media.push({ token, ...image! });
      const meta = await sharp(image!.bytes).metadata();
      containers.set(id, {
        caption: caption(form),
        ratio: meta.width! / meta.height!,
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
      if (container.children.length) seen.carouselRatios.push(container.children.map((c) => containers.get(c)!.ratio!));
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
  return Object.assign(started, { seen });
}
