import type { OwnerContext, Services } from "../../context";
import { prepared } from "../../db";
import { notFound } from "../../errors";
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
