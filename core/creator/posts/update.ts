import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../../context";
import { events } from "../../db";
import { sampleLinkedText, setPostLinks } from "../../leads";
import { localDateTime } from "../../time";
import { AppError, conflict } from "../../errors";
import { getPostRowOfOwner, getPostView } from "./internal";
import { platformsOf } from "./rows";
import { lockReason } from "./rules";
import { assertFitsPlatforms, parseWith } from "./schedule";
import { PlatformsField, UpdateEventInput, type PostView } from "./schemas";
import { assertCanSchedule } from "./plan-limit";
import { resolveSchedule } from "./when";

export const EDIT_MESSAGE = "Please fill in all required fields";

function metadataObject(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError("VALIDATION", "metadata must be a JSON object", { metadata: "metadata must be a JSON object" });
}

function metadataPlatforms(value: unknown) {
  const parsed = PlatformsField.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Choose at least one platform";
  throw new AppError("VALIDATION", EDIT_MESSAGE, { "metadata.platforms": message });
}

/**
 * PUT /api/events/{id}: edits a post while it may still change (scheduled, time ahead; or a draft,
 * which a date schedules). Content, date, time and at least one platform must remain ('Please fill
 * in all required fields'); any other state answers 409 with its message (spec 001 §4). Editing a post
 * that waits for approval sends it back for approval.
 */
export function updatePost({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }): PostView {
  const data = parseWith(UpdateEventInput, input, EDIT_MESSAGE);
  const row = getPostRowOfOwner(ctx, id);
  if (row.type !== "content_post") throw conflict("Only posts can be edited here");
  const now = ctx.clock.now();
  const locked = lockReason(row, now.getTime());
  if (locked) throw conflict(locked);

  const stored = metadataObject(row.metadata);
  const incoming = data.metadata === undefined ? {} : metadataObject(data.metadata);
  // Of the spec's metadata only the platforms are the owner's to change: where the post came from (its
  // caption, its design) the server recorded when it was scheduled.
  const metadata: Record<string, unknown> = { ...stored };
  const platforms =
    data.platforms ?? (incoming.platforms !== undefined ? metadataPlatforms(incoming.platforms) : platformsOf(stored));
  metadata.platforms = platforms;
  const content = (data.content ?? data.description ?? row.description ?? "").trim();

  let startDate: number | null;
  const day = data.scheduledFor ?? data.scheduledDate;
  const timeZone = row.timeZone;
  if (day) {
    startDate = resolveSchedule(timeZone, day, data.scheduledTime, now, {
      date: day === data.scheduledFor ? "scheduledFor" : "scheduledDate",
      time: "scheduledTime",
    }).instant;
  } else if (data.startDate) {
    startDate = resolveSchedule(timeZone, data.startDate, data.scheduledTime, now, {
      date: "startDate",
      time: "startDate",
    }).instant;
  } else if (data.scheduledTime && row.startDate !== null) {
    startDate = resolveSchedule(
      timeZone,
      localDateTime(timeZone, new Date(row.startDate))[0],
      data.scheduledTime,
      now,
    ).instant;
  } else {
    startDate = row.startDate;
  }

  const missing: Record<string, string> = {};
  if (!content) missing.content = "Content is required";
  if (!platforms.length) missing.platforms = "Choose at least one platform";
  if (startDate === null) missing.scheduledFor = "Choose a date";
  if (Object.keys(missing).length) throw new AppError("VALIDATION", EDIT_MESSAGE, missing);

  // Each image's size: a platform with a file-size limit (X: 5 MB) is checked against what is attached.
  const images = ctx.db.$client
    .prepare("select size from post_media where event_id = ? order by position")
    .pluck()
    .all(id) as number[];
  // Left out, the post keeps its link (for its platforms as they are now); false removes it.
  const tracked =
    data.trackedLink ??
    (ctx.db.$client.prepare("select count(*) from tracked_links where event_id = ?").pluck().get(id) as number) > 0;
  assertFitsPlatforms(platforms, tracked ? sampleLinkedText(ctx, content) : content, images);

  const approval = data.needsApproval === false ? null : data.needsApproval || row.approvalStatus ? "pending" : null;
  ctx.db.transaction(() => {
    // A draft that gets its date joins the plan's count of scheduled posts.
    if (row.status === "draft") assertCanSchedule(ctx, 1);
    ctx.db
      .update(events)
      .set({
        title: data.title || row.title,
        description: content,
        startDate: new Date(startDate!),
        status: "scheduled",
        metadata,
        approvalStatus: approval,
        updatedAt: now,
      })
      .where(and(eq(events.id, id), eq(events.userId, ctx.userId)))
      .run();
    setPostLinks(ctx, ctx.userId, id, tracked ? platforms : []);
  });
  return getPostView(ctx, id);
}
