import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../../context";
import { designs, type Design } from "../../../db";
import { AppError } from "../../../errors";
import { thumbnailOf } from "../file-check";
import { designKeys } from "../internal";
import { canvaCall, canvaDownload, type CanvaExportJob } from "./api";
import { requireCanva, withCanvaToken } from "./connection";

const MAX_EXPORT_BYTES = 25 * 1024 * 1024;

/** Canva's JPG quality (1–100, required for `jpg`): high, as the image is remade for Instagram anyway. */
export const CANVA_JPG_QUALITY = 95;

/**
 * A Canva design exported (its first page) and kept in the storage, so a post carries the image as it
 * is now: a PNG, or a JPG when a platform of the post needs JPEG (Instagram's feed). Canva's export is
 * an asynchronous job: started, then polled until it succeeds or fails (with Canva's reason), for at
 * most `waitMs`.
 */
export async function exportCanvaDesign(
  ctx: OwnerContext,
  design: Design,
  { waitMs = 30_000, format = "png" }: { waitMs?: number; format?: "png" | "jpg" } = {},
): Promise<Design> {
  const settings = requireCanva(ctx);
  const pollMs = settings.pollMs;
  if (!design.canvaDesignId) throw new AppError("VALIDATION", "This design is not from Canva");
  const job = await withCanvaToken(ctx, "export the design", async (token) => {
    let answer = await canvaCall<{ job?: CanvaExportJob }>(settings, {
      method: "POST",
      url: "/v1/exports",
      token,
      json: {
        design_id: design.canvaDesignId,
        format:
          format === "jpg" ? { type: "jpg", quality: CANVA_JPG_QUALITY, pages: [1] } : { type: "png", pages: [1] },
      },
    });
    const started = Date.now();
    while (answer.job?.status === "in_progress" && Date.now() - started < waitMs) {
      await new Promise((r) => setTimeout(r, pollMs));
      answer = await canvaCall<{ job?: CanvaExportJob }>(settings, {
        method: "GET",
        url: `/v1/exports/${encodeURIComponent(answer.job.id)}`,
        token,
      });
    }
    return answer.job;
  });
  if (!job || job.status === "in_progress") {
    throw new AppError("UNAVAILABLE", "Canva is still exporting the design. Try again in a moment.");
  }
  if (job.status === "failed" || !job.urls?.length) {
    throw new AppError(
      "UNAVAILABLE",
      `Canva could not export the design: ${job.error?.message ?? "no file was produced"}`,
    );
  }
  const bytes = await canvaDownload(settings, job.urls[0], MAX_EXPORT_BYTES).catch(() => {
    throw new AppError("UNAVAILABLE", "Canva's exported file could not be downloaded. Please try again.");
  });
  let thumbnail: Buffer;
  try {
    thumbnail = await thumbnailOf(bytes);
  } catch {
    throw new AppError("UNAVAILABLE", "Canva's exported file was not a readable image. Please try again.");
  }
  const keys = designKeys(ctx.userId, design.id, format);
  await ctx.storage.put(keys.file, bytes);
  await ctx.storage.put(keys.thumbnail, thumbnail);
  // The last export in the other format is replaced, not left behind.
  if (design.storageKey && design.storageKey !== keys.file) await ctx.storage.delete(design.storageKey);
  return ctx.db
    .update(designs)
    .set({
      storageKey: keys.file,
      thumbnailKey: keys.thumbnail,
      mimeType: format === "jpg" ? "image/jpeg" : "image/png",
      sizeBytes: bytes.length,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(designs.id, design.id))
    .returning()
    .get();
}
