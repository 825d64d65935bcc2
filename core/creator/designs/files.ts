import type { OwnerContext } from "../../context";
import { notFound } from "../../errors";
import { getDesignOfOwner } from "./internal";

/** GET /api/designs/:id/file and /thumbnail: the owner's own files, never another owner's. */
export async function readDesignFile({ ctx, id, part }: { ctx: OwnerContext; id: string; part: "file" | "thumbnail" }) {
  const design = getDesignOfOwner(ctx, id);
  const key = part === "file" ? design.storageKey : design.thumbnailKey;
  if (!key) throw notFound(part === "file" ? "Design file" : "Thumbnail");
  const bytes = await ctx.storage.get(key);
  if (!bytes) throw notFound(part === "file" ? "Design file" : "Thumbnail");
  return {
    bytes,
    mimeType: part === "file" ? (design.mimeType ?? "application/octet-stream") : "image/webp",
    fileName: `${design.title.replace(/[^\w .()-]+/g, "").trim() || "design"}.${key.split(".").pop()}`,
  };
}
