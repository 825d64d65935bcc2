import type { OwnerContext, Services } from "../../context";
import { PLATFORMS } from "../../catalog";
import { AppError } from "../../errors";
import { checkPostImage } from "./media";
import { prepared } from "../../db";
import { notFound } from "../../errors";
import { prepareImage, tooManyPixels, type PreparedImage } from "../../social";
import type { Platform } from "../../catalog";
import { readUpload } from "../../storage";

/** A post's image for its owner (GET /api/posts/media/{id}). */
export function ownerPostImage({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const row = prepared(ctx.db, "posts:media-owner", (d) =>
    d.$client.prepare<[string, string], { storageKey: string; contentType: string }>(
      "select storage_key as storageKey, content_type as contentType from post_media where id = ? and user_id = ?",
    ),
  ).get(id, ctx.userId);
  if (!row) throw notFound("Image");
  return { bytes: readUpload(ctx, row.storageKey), contentType: row.contentType };
}

/**
 * A post's image by its public token (GET /api/public/media/{token}): Instagram fetches images by URL,
 * and the approval page shows them. Only images of posts that still exist; anything else is a 404.
 */
export function publicPostImage({ services, token }: { services: Services; token: string }) {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Image");
  const row = prepared(services.db, "posts:media-public", (d) =>
    d.$client.prepare<[string], { storageKey: string; contentType: string }>(
      `select storage_key as storageKey, content_type as contentType from post_media
       where public_token = ? and event_id is not null`,
    ),
  ).get(token);
  if (!row) throw notFound("Image");
  return { bytes: readUpload(services, row.storageKey), contentType: row.contentType };
}

/**
 * A post's image as a platform takes it, by its public token (GET /api/public/media/{token}/instagram):
 * what Instagram fetches, a JPEG fitted to its feed (core/social/image.ts). Only platforms whose images
 * are remade have such a link; anything else is a 404.
 */
export async function publicPostImageFor({
  services,
  token,
  platform,
}: {
  services: Services;
  token: string;
  platform: string;
}) {
  if (platform !== ("instagram" satisfies Platform)) throw notFound("Image");
  const image = publicPostImage({ services, token });
  // An item of a carousel after the first takes the first one's shape (core/social/image.ts
  // prepareCarousel), in the order publishing hands them to Instagram.
  const first = prepared(services.db, "posts:media-carousel-first", (d) =>
    d.$client.prepare<[string], { storageKey: string; publicToken: string; items: number }>(
      `select f.storage_key as storageKey, f.public_token as publicToken,
              (select count(*) from post_media c where c.event_id = m.event_id) as items
       from post_media m join post_media f on f.event_id = m.event_id
       where m.public_token = ? order by f.position, f.id limit 1`,
    ),
  ).get(token);
  let fitTo: number | undefined;
  if (first && first.items > 1 && first.publicToken !== token) {
    const head = await prepareImage(platform, readUpload(services, first.storageKey));
    fitTo = head.width / head.height;
  }
  const ready = await prepareImage(platform, image.bytes, { fitTo });
  return { bytes: ready.bytes, contentType: ready.contentType };
}

/** `W:H` (a carousel's first image as previewed) as a width:height, or a 400 naming `fitTo`. */
function fitToRatio(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const m = typeof value === "string" ? /^(\d{1,5}):(\d{1,5})$/.exec(value.trim()) : null;
  if (!m || !Number(m[1]) || !Number(m[2])) {
    const message = "fitTo must be the first image's width:height, e.g. 1080:1350";
    throw new AppError("VALIDATION", message, { fitTo: message });
  }
  return Number(m[1]) / Number(m[2]);
}

/**
 * POST /api/posts/media/preview: an image the owner is about to schedule, as `platform` will get it
 * (for Instagram: the JPEG fitted to its feed), so the preview shows the padding before scheduling.
 * Made by the same function as what is published, never redrawn by the browser. Nothing is kept.
 */
export async function previewPostImage({
  platform,
  bytes,
  fitTo,
}: {
  platform: unknown;
  bytes: Uint8Array | null;
  /** A carousel item after the first: the first one's preview size, `W:H`. */
  fitTo?: unknown;
}): Promise<PreparedImage> {
  if (typeof platform !== "string" || !(PLATFORMS as readonly string[]).includes(platform)) {
    const message = `Choose from: ${PLATFORMS.join(", ")}`;
    throw new AppError("VALIDATION", message, { platform: message });
  }
  if (!bytes) throw new AppError("VALIDATION", "Choose an image", { image: "Choose an image" });
  checkPostImage(bytes, "image");
  const pixels = await tooManyPixels(bytes);
  if (pixels) throw new AppError("VALIDATION", pixels, { image: pixels });
  const ratio = fitToRatio(fitTo);
  let ready;
  try {
    ready = await prepareImage(platform as Platform, bytes, { fitTo: ratio });
  } catch {
    const message = "The image is damaged or incomplete: export it again and retry";
    throw new AppError("VALIDATION", message, { image: message });
  }
  return ready;
}
