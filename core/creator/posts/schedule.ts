import type { OwnerContext } from "../../context";
import { events, postMedia } from "../../db";
import { AppError, notFound } from "../../errors";
import { sampleLinkedText, setPostLinks } from "../../leads";
import { checkPost } from "../../social";
import { readUpload, type StoredUpload } from "../../storage";
import { fieldErrors } from "../../validation";
import { designMedia } from "./design-media";
import { getPostView, ownerTimeZone } from "./internal";
import { checkPostImage } from "./media";
import { assertNoBlanks } from "./placeholders";
import { assertCanSchedule } from "./plan-limit";
import { SchedulePostInput } from "./schemas";
import type { PostView } from "./schemas";
import { resolveSchedule } from "./when";

export const SCHEDULE_MESSAGE = "Please add content, choose platforms, and set schedule time";

/** Parses with the schema; a failure answers 400 with `message` (the dialog's words) and each field. */
export function parseWith<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import("zod").ZodError } },
  input: unknown,
  message: string,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION", message, fieldErrors(result.error));
  return result.data;
}

/** A title for the calendar when none is given: the post's first line, shortened. */
export function titleFrom(content: string): string {
  const line = content.split(/\r?\n/).find((l) => l.trim()) ?? content;
  const words = line.trim();
  return words.length <= 60 ? words : `${words.slice(0, 57).trimEnd()}…`;
}

/**
 * Refuses a post that a chosen platform would refuse (length, hashtags, images), naming the platform,
 * and one still holding a draft's blanks. Every way of scheduling passes here.
 */
export function assertFitsPlatforms(
  platforms: Parameters<typeof checkPost>[0],
  text: string,
  images: Parameters<typeof checkPost>[2],
) {
  assertNoBlanks(text);
  const problems = checkPost(platforms, text, images).filter((c) => c.problems.length);
  if (!problems.length) return;
  const fields = Object.fromEntries(problems.map((c) => [`platforms.${c.platform}`, c.problems.join("; ")]));
  throw new AppError("VALIDATION", problems.flatMap((c) => c.problems).join("; "), fields);
}

/** A post may name only a caption or carousel of the owner's own content (404 otherwise, as for any id). */
function assertOwnAsset(ctx: OwnerContext, assetId: string) {
  const found = ctx.db.$client
    .prepare(
      `select 1 from content_assets a join content_sources s on s.id = a.content_source_id
       where a.id = ? and s.user_id = ?`,
    )
    .pluck()
    .get(assetId, ctx.userId);
  if (!found) throw notFound("Content");
}

/**
 * Schedules a post (spec 001 §3 Event of type content_post, §7 POST /api/events): the text, the
 * platforms, when (the owner's time zone, 09:00 by default) and any images, checked against each
 * platform's rules and the plan's limit, written in one transaction. At its time the publishing job
 * hands it to the delivery workers (core/creator/publishing). The interface the design studio calls too.
 */
export function schedulePost({
  ctx,
  input,
  message = SCHEDULE_MESSAGE,
  uploads,
}: {
  ctx: OwnerContext;
  input: unknown;
  /** The 400's message when a field is missing (each dialog has its own words, spec 001 §5). */
  message?: string;
  /** Images already stored and checked by the caller (the upload route). */
  uploads?: StoredUpload[];
}): PostView {
  const data = parseWith(SchedulePostInput, input, message);
  if (data.contentAssetId) assertOwnAsset(ctx, data.contentAssetId);
  const timeZone = ownerTimeZone(ctx);
  const when = resolveSchedule(timeZone, data.scheduledFor, data.scheduledTime, ctx.clock.now());

  const design = data.designId ? designMedia(ctx, data.designId) : null;
  const paths = [
    ...(design ? [design.mediaPath] : []),
    ...(data.mediaPath ? [data.mediaPath] : []),
    ...(data.mediaPaths ?? []),
  ];
  const images: (StoredUpload & { owned?: boolean })[] = [
    ...(uploads ?? []).map((u) => ({ ...u, owned: true })),
    ...paths.map((key) => {
      const bytes = readUpload(ctx, key);
      // Named as the caller knows it: a library design (a PDF cannot be posted) by its designId.
      const field = design && key === design.mediaPath ? "designId" : "mediaPath";
      return { key, contentType: checkPostImage(bytes, field), size: bytes.byteLength };
    }),
  ];
  if (images.length > 10) {
    throw new AppError("VALIDATION", "Attach at most 10 images", { design: "Attach at most 10 images" });
  }
  // With a tracked link, each platform gets the text with its link: check that text.
  assertFitsPlatforms(
    data.platforms,
    data.trackedLink ? sampleLinkedText(ctx, data.content) : data.content,
    images.map((image) => image.size),
  );

  const now = ctx.clock.now();
  const id = ctx.db.transaction(() => {
    assertCanSchedule(ctx, 1);
    const event = ctx.db
      .insert(events)
      .values({
        userId: ctx.userId,
        type: "content_post",
        title: data.title || design?.title || titleFrom(data.content),
        description: data.content,
        relatedId: data.contentAssetId ?? data.designId ?? null,
        relatedType: data.contentAssetId ? "content_asset" : data.designId ? "design" : null,
        startDate: new Date(when.instant),
        status: "scheduled",
        approvalStatus: data.needsApproval ? "pending" : null,
        metadata: {
          platforms: data.platforms,
          ...(data.contentAssetId ? { contentAssetId: data.contentAssetId } : {}),
          ...(data.designId ? { designId: data.designId } : {}),
          ...(design?.designUrl ? { designUrl: design.designUrl } : {}),
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id })
      .get();
    images.forEach((image, position) =>
      ctx.db
        .insert(postMedia)
        .values({
          userId: ctx.userId,
          eventId: event.id,
          storageKey: image.key,
          contentType: image.contentType,
          size: image.size,
          position,
          ownsFile: Boolean(image.owned),
          createdAt: now,
        })
        .run(),
    );
    if (data.trackedLink) setPostLinks(ctx, ctx.userId, event.id, data.platforms);
    return event.id;
  });
  return getPostView(ctx, id);
}
