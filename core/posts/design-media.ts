// The one place where scheduling reaches the design library (Engineer A's core/designs): a design id
// becomes the stored file that is posted. Designs are not part of this branch, so every id answers
// "Design not found" here; at merge this calls A's design lookup (its file's storage key and title).
import type { OwnerContext } from "../context";
import { notFound } from "../errors";

export interface DesignMedia {
  /** A key of core/storage (saveUpload). */
  mediaPath: string;
  title: string | null;
  designUrl: string | null;
}

export function designMedia(_ctx: OwnerContext, _designId: string): DesignMedia {
  throw notFound("Design");
}
