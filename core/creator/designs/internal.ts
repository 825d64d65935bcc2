import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { designs, type Design } from "../../db";
import { notFound } from "../../errors";
import type { DesignView } from "./schemas";

/** The owner's design, or NOT_FOUND (another owner's id is not found either). */
export function getDesignOfOwner(ctx: OwnerContext, id: string): Design {
  const row = ctx.db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, ctx.userId)))
    .get();
  if (!row) throw notFound("Design");
  return row;
}

export function toDesignView(d: Design): DesignView {
  const version = d.updatedAt.getTime();
  return {
    id: d.id,
    title: d.title,
    thumbnail: d.thumbnailKey ? `/api/designs/${d.id}/thumbnail?v=${version}` : null,
    caption: d.caption,
    type: d.type,
    isUploaded: d.isUploaded,
    origin: d.origin,
    mimeType: d.mimeType,
    width: d.width,
    height: d.height,
    sizeBytes: d.sizeBytes,
    fileUrl: d.storageKey ? `/api/designs/${d.id}/file?v=${version}` : null,
    editUrl: d.editUrl,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Where a design's files live in the storage. */
export const designKeys = (userId: string, designId: string, ext: string) => ({
  file: `${userId}/designs/${designId}.${ext}`,
  thumbnail: `${userId}/designs/${designId}.thumb.webp`,
});

/** "summer-sale_final (2).png" → "summer sale final (2)". */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[_-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return (base || "Untitled design").slice(0, 120);
}
