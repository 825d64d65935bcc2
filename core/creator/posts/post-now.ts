import { z } from "zod";
import { PostView } from "./schemas";
import type { OwnerContext } from "../../context";
import { CAPTION_MAX, ensureDesignFile, getDesignOfOwner } from "../designs";
import { AppError } from "../../errors";
import { parseInput } from "../../validation";
import { ownerNow, PlatformField, schedulePost } from "./schedule-design";

export const OneClickPostInput = z.object({
  designId: z.string({ error: "Choose a design" }).trim().min(1, { error: "Choose a design" }).max(100),
  caption: z.string({ error: "Caption Required" }).trim().max(CAPTION_MAX).optional(),
  platforms: z
    .array(PlatformField, { error: "Choose at least one platform" })
    .min(1, { error: "Choose at least one platform" }),
});

/**
 * POST /api/canva/one-click-post: the design goes out now, with its caption, to the chosen platforms:
 * a post scheduled for this minute, which the publisher sends on its next pass.
 */
export async function oneClickPost({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(OneClickPostInput, input);
  if (!data.caption) throw new AppError("VALIDATION", "Caption Required", { caption: "Add a caption before posting" });
  const design = await ensureDesignFile(ctx, getDesignOfOwner(ctx, data.designId), data.platforms);
  const now = ownerNow(ctx);
  const post = schedulePost({
    ctx,
    input: {
      content: data.caption,
      platforms: data.platforms,
      scheduledFor: now.date,
      scheduledTime: now.time,
      designId: design.id,
      mediaPath: design.storageKey ?? undefined,
      title: design.title,
    },
  });
  return { success: true, post };
}

/** POST /api/canva/one-click-post: the post, scheduled for the owner's current minute. */
export const PostedNow = z.object({ success: z.boolean(), post: PostView });
