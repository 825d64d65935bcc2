// The one place where scheduling reaches the design library (core/creator/designs): a design id becomes the
// stored file that is posted. A Canva design is exported to a file before it is scheduled
// (core/creator/designs/ensure-file.ts), so a design without a file here has nothing to post.
import type { OwnerContext } from "../../context";
import { getDesignOfOwner } from "../designs";
import { AppError } from "../../errors";

export interface DesignMedia {
  /** A key of the upload folder (core/storage/files.ts reads it). */
  mediaPath: string;
  title: string | null;
  designUrl: string | null;
}

export function designMedia(ctx: OwnerContext, designId: string): DesignMedia {
  const design = getDesignOfOwner(ctx, designId);
  if (!design.storageKey) {
    throw new AppError("CONFLICT", "This design has no file to post", { designId: "This design has no file to post" });
  }
  return { mediaPath: design.storageKey, title: design.title, designUrl: `/api/designs/${design.id}/file` };
}
