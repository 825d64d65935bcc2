import { z } from "zod";
import type { OwnerContext } from "../../context";
import { contentAssets } from "../../db";
import { requireAll } from "../designs";
import { PlatformField, schedulePost } from "../posts";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors";
import { getSourceOfOwner } from "./internal";

/** Spec 001 §5's message for a post's required fields. */
export const SCHEDULE_CAPTION_MESSAGE = "Please fill in all required fields";

const present = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` });

/** The wizard result's quick schedule (its scheduler defaults to twitter). */
export const ScheduleCaptionInput = z.object({
  content: present("Content").max(63_206),
  platform: PlatformField,
  scheduledFor: present("Date"),
  scheduledTime: present("Time"),
  /** The caption (or carousel) asset it came from. */
  assetId: z.string().max(100).optional(),
  /** Add a tracked link to the owner's contact page (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});

/** POST /api/content/sources/:id/schedule: one generated caption scheduled to one platform. */
export function scheduleCaption({ ctx, sourceId, input }: { ctx: OwnerContext; sourceId: string; input: unknown }) {
  const source = getSourceOfOwner(ctx, sourceId);
  const data = requireAll(ScheduleCaptionInput, input, SCHEDULE_CAPTION_MESSAGE);
  if (data.assetId) {
    const asset = ctx.db
      .select({ id: contentAssets.id })
      .from(contentAssets)
      .where(and(eq(contentAssets.id, data.assetId), eq(contentAssets.contentSourceId, source.id)))
      .get();
    if (!asset) throw new AppError("NOT_FOUND", "Content not found");
  }
  return schedulePost({
    ctx,
    input: {
      content: data.content,
      platforms: [data.platform],
      scheduledFor: data.scheduledFor,
      scheduledTime: data.scheduledTime,
      contentAssetId: data.assetId,
      title: source.title ?? undefined,
      trackedLink: data.trackedLink,
    },
  });
}
