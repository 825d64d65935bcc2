// X API v2 as a local peer: POST /2/media/upload (multipart), POST /2/tweets, GET /2/users/me,
// GET /2/users/{id}/tweets; problem-document errors; a 429 with x-rate-limit-reset and Retry-After.
// Images over X's 5 MB (docs.x.com/x-api/media) are refused at upload, as X refuses them.
import { bearer, nextId, startPeer, type Failure, type Reply } from "./peer";

const problem = (status: number, title: string, detail: string, type = "about:blank"): Reply => ({
  status,
  body: { title, detail, type, status },
});

function failure(f: Failure, step: "media" | "post"): Reply {
  switch (f) {
    case "auth":
      return problem(401, "Unauthorized", "Unauthorized");
    case "rate":
      return {
        ...problem(429, "Too Many Requests", "Too Many Requests"),
        headers: {
          "retry-after": "15",
          "x-rate-limit-reset": String(Math.floor(Date.now() / 1000) + 15),
          "x-rate-limit-remaining": "0",
        },
      };
    case "media":
      return step === "media"
        ? {
            status: 400,
            body: {
              errors: [{ message: "InvalidMedia: media type unrecognized." }],
              title: "Invalid Request",
              detail: "One or more parameters to your request was invalid.",
              type: "https://api.x.com/2/problems/invalid-request",
            },
          }
        : problem(400, "Invalid Request", "One or more parameters to your request was invalid.");
    case "server":
      return problem(503, "Service Unavailable", "Service Unavailable");
    case "garbage":
      return { status: 200, raw: "<html><body>Something went technically wrong</body></html>" };
  }
}

/** X's size limit for an image uploaded through the API (docs/platforms.md). */
export const X_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const tooLarge = (size: number): Reply => ({
  status: 400,
  body: {
    errors: [{ message: `File size exceeds ${X_IMAGE_MAX_BYTES} bytes.`, parameters: { media: [`${size} bytes`] } }],
    title: "Invalid Request",
    detail: "One or more parameters to your request was invalid.",
    type: "https://api.x.com/2/problems/invalid-request",
  },
});

export async function startXPeer(options: { userId?: string } = {}) {
  const userId = options.userId ?? "2244994945";
  const media = new Set<string>();
  return startPeer(async (req, peer) => {
    const token = bearer(req) ?? (String(req.headers.authorization ?? "").startsWith("OAuth ") ? "oauth1" : null);
    if (!token || token === "expired") return problem(401, "Unauthorized", "Unauthorized");
    if (req.method === "POST" && req.path === "/2/media/upload") {
      const f = peer.take();
      if (f) return failure(f, "media");
      const file = req.files.media?.[0];
      if (!file || req.fields.media_category !== "tweet_image")
        return problem(400, "Invalid Request", "media and media_category are required");
      if (file.bytes.length > X_IMAGE_MAX_BYTES) return tooLarge(file.bytes.length);
      const id = nextId();
      media.add(id);
      return {
        status: 200,
        body: { data: { id, media_key: `3_${id}`, size: file.bytes.length, expires_after_secs: 86400 } },
      };
    }
    if (req.method === "POST" && req.path === "/2/tweets") {
      const f = peer.take();
      if (f) return failure(f, "post");
      const text = req.json?.text;
      if (typeof text !== "string" || !text) return problem(400, "Invalid Request", "The `text` field is required");
      const ids: string[] = req.json?.media?.media_ids ?? [];
      if (ids.some((id) => !media.has(id))) return problem(400, "Invalid Request", "Your media IDs are invalid.");
      const id = nextId();
      peer.posts.push({ id, text, images: ids.length, token, at: Date.now() });
      await peer.hold();
      return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
    }
    if (req.method === "GET" && req.path === "/2/users/me") {
      const mine = peer.posts.filter((p) => p.token === token).length;
      const metrics = req.query.get("user.fields")?.split(",").includes("public_metrics")
        ? {
            public_metrics: {
              followers_count: peer.audience.followers,
              following_count: 80,
              tweet_count: mine,
              listed_count: 1,
              like_count: 0,
            },
          }
        : {};
      return { status: 200, body: { data: { id: userId, name: "Olive", username: "oliveco", ...metrics } } };
    }
    if (req.method === "GET" && req.path === `/2/users/${userId}/tweets`) {
      const since = Date.parse(req.query.get("start_time") ?? "1970-01-01T00:00:00Z");
      const max = Number(req.query.get("max_results") ?? 10);
      if (!Number.isInteger(max) || max < 5 || max > 100)
        return problem(400, "Invalid Request", "The `max_results` query parameter value is not between 5 and 100");
      const a = peer.audience;
      const metrics = req.query.get("tweet.fields")?.split(",").includes("public_metrics")
        ? {
            public_metrics: {
              retweet_count: a.shares,
              reply_count: a.comments,
              like_count: a.likes,
              quote_count: 0,
              bookmark_count: 0,
              impression_count: a.impressions,
            },
          }
        : {};
      const data = peer.posts
        .filter((p) => p.at >= since && p.token === token)
        .slice(-max)
        .reverse()
        .map((p) => ({ id: p.id, text: p.text, ...metrics }));
      return {
        status: 200,
        body: data.length ? { data, meta: { result_count: data.length } } : { meta: { result_count: 0 } },
      };
    }
    return problem(404, "Not Found Error", `No route ${req.method} ${req.path}`);
  });
}
