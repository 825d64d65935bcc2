import type { OwnerContext } from "../../context";
import type { Design } from "../../db";
import { AppError } from "../../errors";
import { exportCanvaDesign } from "./canva/export-design";

/**
 * A design about to be posted needs its image here: uploads and editor exports have it; a Canva
 * design is exported to PNG first (every time, so the post carries the design as it is now).
 */
export async function ensureDesignFile(ctx: OwnerContext, design: Design): Promise<Design> {
  if (design.origin === "canva") return exportCanvaDesign(ctx, design);
  if (!design.storageKey) throw new AppError("CONFLICT", "This design has no file to post");
  return design;
}
