// Facebook Pages through the Graph API as a local peer: POST /{version}/{page-id}/feed (message,
// attached_media[n]), POST /{version}/{page-id}/photos (multipart source, published), GET …/feed,
// GET …/insights. Refused as Meta refuses them: a Graph version past its expiry (graph.ts), and the
// Page Insights metrics Meta has deprecated for every version (invalid metric, code 100).
import { expiredVersion, graphError, graphFailure, tokenOf } from "./graph";
import { nextId, startPeer } from "./peer";

/** The one reach metric Meta still serves (page_impressions_unique and the other impressions are refused). */
const REACH_METRIC = "page_total_media_view_unique";

const invalidMetric = () =>
  graphError(400, { message: "(#100) The value must be a valid insights metric", type: "OAuthException", code: 100 });

export async function startFacebookPeer(options: { pageId?: string; version?: string; today?: () => Date } = {}) {
  const pageId = options.pageId ?? "104567891234567";
  const version = options.version ?? "v26.0";
  const today = options.today ?? (() => new Date());
  const unpublished = new Set<string>();
  const media = { message: "(#324) Requires upload file", type: "OAuthException", code: 324 };
  return startPeer(async (req, peer) => {
    const token = tokenOf(req.form, req.fields, req.query);
    if (!token || token === "expired") return graphFailure("auth", media);
    const expired = expiredVersion(req.path.split("/")[1] ?? "", today());
    if (expired) return expired;
    const prefix = `/${version}/${pageId}`;
    if (!req.path.startsWith(prefix))
      return graphError(404, {
        message: "Unsupported request: the page does not exist",
        type: "GraphMethodException",
        code: 100,
        error_subcode: 33,
      });
    const edge = req.path.slice(prefix.length);
    if (req.method === "POST" && edge === "/photos") {
      const f = peer.take();
      if (f) return graphFailure(f, media);
      const file = req.files.source?.[0];
      if (!file || file.bytes.length === 0) return graphFailure("media", media);
      const id = nextId();
      if (req.fields.published === "false") {
        unpublished.add(id);
        return { status: 200, body: { id } };
      }
      const postId = `${pageId}_${nextId()}`;
      peer.posts.push({ id: postId, text: req.fields.caption ?? "", images: 1, token, at: Date.now() });
      await peer.hold();
      return { status: 200, body: { id, post_id: postId } };
    }
    if (req.method === "POST" && edge === "/feed") {
      const f = peer.take();
      if (f) return graphFailure(f, media);
      const message = req.form?.get("message");
      if (!message)
        return graphError(400, {
          message: "(#100) The parameter message is required",
          type: "OAuthException",
          code: 100,
        });
      const attached = [...(req.form?.entries() ?? [])]
        .filter(([k]) => k.startsWith("attached_media"))
        .map(([, v]) => JSON.parse(v).media_fbid as string);
      if (attached.some((id) => !unpublished.has(id)))
        return graphError(400, { message: "(#100) Invalid media_fbid", type: "OAuthException", code: 100 });
      const postId = `${pageId}_${nextId()}`;
      peer.posts.push({ id: postId, text: message, images: attached.length, token, at: Date.now() });
      await peer.hold();
      return { status: 200, body: { id: postId } };
    }
    if (req.method === "GET" && edge === "" && req.query.get("fields") === "followers_count") {
      return { status: 200, body: { followers_count: peer.audience.followers, id: pageId } };
    }
    if (req.method === "GET" && edge === "/published_posts") {
      const a = peer.audience;
      const data = peer.posts
        .filter((p) => p.token === token)
        .slice(-Math.min(100, Number(req.query.get("limit") ?? 25)))
        .reverse()
        .map((p) => ({
          id: p.id,
          shares: { count: a.shares },
          reactions: { data: [], summary: { total_count: a.likes, viewer_reaction: "NONE" } },
          comments: { data: [], summary: { order: "ranked", total_count: a.comments, can_comment: true } },
        }));
      return { status: 200, body: { data, paging: {} } };
    }
    if (req.method === "GET" && edge === "/insights") {
      const metric = req.query.get("metric") ?? "";
      const period = req.query.get("period") ?? "";
      if (metric !== REACH_METRIC || !["day", "week", "days_28"].includes(period)) {
        return invalidMetric();
      }
      const reach = peer.audience.reached * peer.posts.filter((p) => p.token === token).length;
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10) + "T08:00:00+0000";
      return {
        status: 200,
        body: {
          data: [
            {
              name: REACH_METRIC,
              period: "days_28",
              values: [
                { value: Math.max(0, reach - 40), end_time: day(1) },
                { value: reach, end_time: day(0) },
              ],
              title: "Total viewers",
              id: `${pageId}/insights/${REACH_METRIC}/days_28`,
            },
          ],
          paging: {},
        },
      };
    }
    if (req.method === "GET" && edge === "/feed") {
      const since = Number(req.query.get("since") ?? 0) * 1000;
      const data = peer.posts
        .filter((p) => p.token === token && p.at >= since)
        .slice(-25)
        .reverse()
        .map((p) => ({
          id: p.id,
          message: p.text,
          created_time: new Date(p.at).toISOString().replace(".000Z", "+0000"),
        }));
      return { status: 200, body: { data, paging: {} } };
    }
    return graphError(400, { message: `Unknown path components: ${edge}`, type: "OAuthException", code: 2500 });
  });
}
