// Posts on the durable delivery mechanism (core/delivery; the email channel is the model): the worker
// claims one (post, platform) row with a lease and this channel publishes it through the platform's
// adapter, recording the platform's post id. A post is published once: before the request that
// creates it, `posting_since` is committed; an attempt that finds it set (the last one crashed, timed
// out or got an unreadable answer) first asks the platform whether the post is already there.
import type { Platform } from "../../catalog";
import type { Services } from "../../context";
import { publicAddress } from "../../instance";
import { prepared } from "../../db";
import { type Delivered, type DeliveryChannel } from "../../delivery";
import { DeliveryError } from "../../errors";
import {
  prepareCarousel,
  socialAdapter,
  tooManyPixels,
  PlatformError,
  type OutgoingPost,
  type PublishedPost,
  type SocialAdapter,
} from "../../social";
import { readUpload } from "../../storage";
import { textForPlatform } from "../../leads";
import { freshCredentials, renewAfterRefusal } from "./connect/refresh";
import { finalOwnerMessage, isPermanent, NOT_CONNECTED, ownerMessage, platformName } from "./messages";
import { notifyPostFailed, notifyPublished, notifyReadyToPost } from "./notify";
import { settlePost } from "./settle";
import { recordTokenVerdict } from "./token-health";

export interface PostDeliveryRow {
  id: string;
  userId: string;
  eventId: string;
  platform: Platform;
  attempts: number;
  claimedBy: string;
  postingSince: number | null;
  containerId: string | null;
}

export function postDeliveryFromRow(raw: Record<string, unknown>): PostDeliveryRow {
  return {
    id: raw.id as string,
    userId: raw.user_id as string,
    eventId: raw.event_id as string,
    platform: raw.platform as Platform,
    attempts: Number(raw.attempts),
    claimedBy: raw.claimed_by as string,
    postingSince: raw.posting_since === null || raw.posting_since === undefined ? null : Number(raw.posting_since),
    containerId: (raw.container_id as string | null) ?? null,
  };
}

/** Writes under the claim (worker and attempt), committed at once: intent recorded before the I/O. */
function writeUnderClaim(
  services: Services,
  row: PostDeliveryRow,
  column: "posting_since" | "container_id" | "error_kind",
  value: string | number | null,
) {
  prepared(services.db, `publishing:claim-write:${column}`, (d) =>
    d.$client.prepare(
      `update post_deliveries set ${column} = @value
       where id = @id and status = 'sending' and claimed_by = @worker and attempts = @attempts`,
    ),
  ).run({ value, id: row.id, worker: row.claimedBy, attempts: row.attempts });
}

interface PostToSend {
  title: string;
  text: string;
  media: { storageKey: string; contentType: string; publicToken: string }[];
}

function loadPost(services: Services, row: PostDeliveryRow): PostToSend | null {
  const post = prepared(services.db, "publishing:post", (d) =>
    d.$client.prepare<[string], { title: string; description: string | null }>(
      "select title, description from events where id = ?",
    ),
  ).get(row.eventId);
  if (!post) return null;
  const media = prepared(services.db, "publishing:media", (d) =>
    d.$client.prepare<[string], { storageKey: string; contentType: string; publicToken: string }>(
      `select storage_key as storageKey, content_type as contentType, public_token as publicToken
       from post_media where event_id = ? order by position, id`,
    ),
  ).all(row.eventId);
  // The text this platform gets: with its tracked link when the post carries one (core/leads).
  return {
    title: post.title,
    text: textForPlatform(services, row.eventId, row.platform, post.description ?? ""),
    media,
  };
}

/**
 * The post's images as `platform` takes them. Instagram fetches each by URL: the public link of its
 * Instagram version (a JPEG fitted to the feed, core/social/image.ts), the same bytes handed here.
 */
async function outgoingImages(services: Services, platform: Platform, media: PostToSend["media"]) {
  const address = publicAddress(services);
  if (platform === "instagram" && media.length && address.loopback && !address.runLocally) {
    throw new DeliveryError(instagramCannotReach(address.url), true);
  }
  const originals = media.map((m) => ({
    bytes: readUpload(services, m.storageKey),
    contentType: m.contentType,
    publicUrl: `${publicAddress(services).url}/api/public/media/${m.publicToken}`,
  }));
  if (platform !== "instagram") return originals;
  // A carousel's items all in the first one's shape (Instagram shows them so), as the public link
  // serves them (publicPostImageFor) and the preview showed them.
  let ready;
  try {
    ready = await prepareCarousel(
      platform,
      originals.map((o) => o.bytes),
    );
  } catch {
    const pixels = (await Promise.all(originals.map((o) => tooManyPixels(o.bytes)))).find(Boolean);
    throw new DeliveryError(`Instagram could not use the image: ${pixels ?? "the file could not be read"}`, true);
  }
  return ready.map((r, i) => ({
    bytes: r.bytes,
    contentType: r.contentType,
    publicUrl: `${originals[i].publicUrl}/${platform}`,
  }));
}

/** Our public image link answers (HTTP 200) within a few seconds: what Instagram was asked to fetch. */
async function answers(url: string | undefined): Promise<boolean> {
  if (!url) return true;
  try {
    const res = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(5_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Instagram downloads each image from the public address: one on this computer it cannot reach. */
const instagramCannotReach = (url: string) =>
  `Instagram fetches images from your public address, and ${url} points at this computer or a private network: set the address the internet reaches Microteam at in Settings → Profile → Public address, then press Try again`;

/** Tests and benchmarks may hand in their own adapters (e.g. pointed at local peers). */
export type AdapterSource = (platform: Platform) => SocialAdapter;

export function makePostChannel(adapters?: AdapterSource): DeliveryChannel<PostDeliveryRow> {
  const adapterFor = (services: Services, platform: Platform) =>
    adapters ? adapters(platform) : socialAdapter(services.settings.social, platform);

  return {
    name: "posts",
    table: "post_deliveries",
    fromRow: postDeliveryFromRow,
    async deliver(services, row): Promise<Delivered> {
      const post = loadPost(services, row);
      if (!post) return { status: "cancelled", columns: { error: "not posted: the post was deleted" } };
      let credentials;
      try {
        // A one-click connection about to end is renewed first (decision 323).
        credentials = await freshCredentials(services, row.userId, row.platform);
      } catch (error) {
        if (error instanceof PlatformError) {
          writeUnderClaim(services, row, "error_kind", error.kind);
          throw new DeliveryError(
            ownerMessage(error),
            isPermanent(error),
            error.options.retryAfterMs,
            finalOwnerMessage(error),
          );
        }
        throw new DeliveryError(
          `${platformName(row.platform)}'s token could not be read: enter it again in Settings → Social Media`,
          true,
        );
      }
      // Disconnected since the post was released: it waits for the owner's hands instead.
      if (!credentials) return { status: "manual", columns: { error: NOT_CONNECTED(row.platform) } };

      const outgoing: OutgoingPost = {
        text: post.text,
        images: await outgoingImages(services, row.platform, post.media),
      };
      const adapter = adapterFor(services, row.platform);
      const memory = {
        containerId: row.containerId,
        rememberContainer: (id: string) => {
          memory.containerId = id;
          writeUnderClaim(services, row, "container_id", id);
        },
      };
      const published = (found: PublishedPost): Delivered => ({
        status: "published",
        columns: {
          remote_id: found.remoteId,
          remote_url: found.url,
          published_at: services.clock.now().getTime(),
          posting_since: null,
          error_kind: null,
        },
      });

      let creating = false;
      let postingSince = row.postingSince;
      const attempt = async (using: typeof credentials): Promise<Delivered> => {
        creating = false;
        if (postingSince !== null) {
          // The last attempt may have reached the platform: look before posting again.
          const found = await adapter.findExisting(using, outgoing, postingSince - 120_000, memory);
          if (found) return published(found);
        }
        postingSince = postingSince ?? services.clock.now().getTime();
        writeUnderClaim(services, row, "posting_since", postingSince);
        creating = true;
        return published(await adapter.publish(using, outgoing, memory));
      };
      try {
        try {
          return await attempt(credentials);
        } catch (error) {
          // A token refused before its recorded end (X may end one early): renew it once with the
          // stored refresh token and try once more before calling the connection dead (decision 323).
          if (!(error instanceof PlatformError) || error.kind !== "auth") throw error;
          const renewed = await renewAfterRefusal(services, row.userId, row.platform, credentials);
          if (!renewed) throw error;
          if (creating && error.notCreated) {
            postingSince = null;
            writeUnderClaim(services, row, "posting_since", null);
          }
          return await attempt(renewed);
        }
      } catch (error) {
        const refusal =
          error instanceof PlatformError
            ? error
            : new PlatformError(row.platform, "garbage", (error as Error)?.message || String(error), {
                notCreated: false,
              });
        // Only a refusal of the creating request itself proves nothing went out.
        if (creating && refusal.notCreated) writeUnderClaim(services, row, "posting_since", null);
        writeUnderClaim(services, row, "error_kind", refusal.kind);
        // The owner chose to run locally, and Instagram could not download the image: say why.
        const address = publicAddress(services);
        const unreachable = row.platform === "instagram" && refusal.kind === "media" && address.loopback;
        // Instagram could not download the image, and our own address does not serve it either: the server
        // is down (a cron `publish --due` while it is stopped). Not the image's fault: tried again later.
        const served =
          row.platform === "instagram" && refusal.kind === "media" && !address.loopback && /fetch/i.test(refusal.detail)
            ? await answers(outgoing.images[0]?.publicUrl)
            : true;
        if (!served) {
          throw new DeliveryError(
            `Instagram fetches the image from ${address.url}, which did not answer: is the Microteam server running? Trying again`,
            false,
            undefined,
            `Instagram could not fetch the image from ${address.url}, which did not answer: start the Microteam server, then press Try again`,
          );
        }
        throw new DeliveryError(
          unreachable ? `${ownerMessage(refusal)}. ${instagramCannotReach(address.url)}` : ownerMessage(refusal),
          isPermanent(refusal),
          refusal.options.retryAfterMs,
          finalOwnerMessage(refusal),
        );
      }
    },
    onDelivered(services, row, delivered) {
      const status = settlePost(services, row.eventId);
      const post = loadPost(services, row);
      if (delivered.status === "published") {
        recordTokenVerdict(services, row.userId, row.platform, { status: "ok" });
        if (status === "published" && post) {
          const platforms = prepared(services.db, "publishing:published-platforms", (d) =>
            d.$client
              .prepare<[string], Platform>(
                "select platform from post_deliveries where event_id = ? and status = 'published' order by platform",
              )
              .pluck(),
          ).all(row.eventId);
          notifyPublished(services, { userId: row.userId, eventId: row.eventId, title: post.title }, platforms);
        }
      } else if (delivered.status === "manual" && post) {
        notifyReadyToPost(
          services,
          { userId: row.userId, eventId: row.eventId, text: post.text, images: post.media.length },
          [row.platform],
        );
      }
    },
    onFailed(services, row, reason) {
      settlePost(services, row.eventId);
      const kind = prepared(services.db, "publishing:error-kind", (d) =>
        d.$client.prepare<[string], string | null>("select error_kind from post_deliveries where id = ?").pluck(),
      ).get(row.id);
      if (kind === "auth") recordTokenVerdict(services, row.userId, row.platform, { status: "refused", reason });
      const post = loadPost(services, row);
      notifyPostFailed(
        services,
        {
          userId: row.userId,
          eventId: row.eventId,
          deliveryId: row.id,
          attempts: row.attempts,
          platform: row.platform,
          title: post?.title ?? "Post",
        },
        reason,
      );
    },
  };
}

/** The channel the server's workers serve (core/composition). */
export const postChannel = makePostChannel();
