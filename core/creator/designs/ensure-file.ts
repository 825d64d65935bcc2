import type { OwnerContext } from "../../context";
import type { Design } from "../../db";
import { AppError } from "../../errors";
import { JPEG_PLATFORMS } from "../../social";
import { exportCanvaDesign } from "./canva/export-design";

/**
 * A design about to be posted needs its image here: uploads and editor exports have it; a Canva
 * design is exported first (every time, so the post carries the design as it is now), as a JPG when
 * one of `platforms` needs JPEG (Instagram's feed), else as a PNG.
 */
export async function ensureDesignFile(
  ctx: OwnerContext,
  design: Design,
  platforms: readonly string[] = [],
): Promise<Design> {
  if (design.origin === "canva") {
    const format = platforms.some((p) => (JPEG_PLATFORMS as readonly string[]).includes(p)) ? "jpg" : "png";
    return exportCanvaDesign(ctx, design, { format });
  }
  if (!design.storageKey) throw new AppError("CONFLICT", "This design has no file to post");
  return design;
}
