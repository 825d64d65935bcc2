import type { OwnerContext, Services } from "../../context";
import { PLATFORMS } from "../../catalog";
import { AppError } from "../../errors";
import { checkPostImage } from "./media";
import { prepared } from "../../db";
import { notFound } from "../../errors";
import { prepareImage, tooManyPixels } from "../../social";
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
  const ready = await prepareImage(platform, image.bytes);
  return { bytes: ready.bytes, contentType: ready.contentType };
}

/**
 * POST /api/posts/media/preview: an image the owner is about to schedule, as `platform` will get it
 * (for Instagram: the JPEG fitted to its feed), so the preview shows the padding before scheduling.
 * Made by the same function as what is published, never redrawn by the browser. Nothing is kept.
 */
export async function previewPostImage({ platform, bytes }: { platform: unknown; bytes: Uint8Array | null }) {
  if (typeof platform !== "string" || !(PLATFORMS as readonly string[]).includes(platform)) {
    const message = `Choose from: ${PLATFORMS.join(", ")}`;
    throw new AppError("VALIDATION", message, { platform: message });
  }
  if (!bytes) throw new AppError("VALIDATION", "Choose an image", { image: "Choose an image" });
  checkPostImage(bytes, "image");
  const pixels = await tooManyPixels(bytes);
  if (pixels) throw new AppError("VALIDATION", pixels, { image: pixels });
  let ready;
  try {
    ready = await prepareImage(platform as Platform, bytes);
  } catch {
    const message = "The image is damaged or incomplete: export it again and retry";
    throw new AppError("VALIDATION", message, { image: message });
  }
  return ready;
}
