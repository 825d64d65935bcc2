import type { OwnerContext } from "../../context";
import { designs } from "../../db";
import { AppError } from "../../errors";
import { parseInput } from "../../validation";
import { checkDesignFile } from "./file-check";
import { designKeys, titleFromFileName, toDesignView } from "./internal";
import { UploadDesignFields, type DesignView, type UploadedFile } from "./schemas";

/**
 * POST /api/designs/upload: a PNG, JPG or PDF (checked by its bytes) joins the owner's library with a
 * thumbnail. The files are written first and the row after; if the row cannot be written the files
 * are removed, so a refused upload leaves nothing behind.
 */
export async function uploadDesign({
  ctx,
  file,
  fields,
  origin = "upload",
}: {
  ctx: OwnerContext;
  file: UploadedFile | null;
  fields: unknown;
  /** `editor` for an image exported from the built-in editor. */
  origin?: "upload" | "editor";
}): Promise<DesignView> {
  const input = parseInput(UploadDesignFields, fields ?? {});
  if (!file) throw new AppError("VALIDATION", "Choose a file to upload", { design: "Choose a file to upload" });
  const title = input.title ?? titleFromFileName(file.name);
  const checked = await checkDesignFile(file.bytes, { title });
  const id = crypto.randomUUID();
  const keys = designKeys(ctx.userId, id, checked.ext);
  await ctx.storage.put(keys.file, file.bytes);
  await ctx.storage.put(keys.thumbnail, checked.thumbnail);
  try {
    const now = ctx.clock.now();
    const row = ctx.db
      .insert(designs)
      .values({
        id,
        userId: ctx.userId,
        title,
        caption: input.caption,
        type: input.type,
        isUploaded: origin === "upload",
        origin,
        storageKey: keys.file,
        thumbnailKey: keys.thumbnail,
        mimeType: checked.mimeType,
        sizeBytes: file.bytes.byteLength,
        width: checked.width,
        height: checked.height,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    return toDesignView(row);
  } catch (error) {
    await Promise.all([ctx.storage.delete(keys.file), ctx.storage.delete(keys.thumbnail)]);
    throw error;
  }
}
