// ─────────────────────────────────────────────────────────────────────────────────────────────────
// The Creator's one door into scheduling: the one-click post, a library design and the wizard's
// quick schedule come through `schedulePost` below, which hands them to the publishing side
// (core/creator/posts/schedule.ts: starter limit, per-platform limits, images, publishing at its time).
// ─────────────────────────────────────────────────────────────────────────────────────────────────
import { z } from "zod";
import { PLATFORMS } from "../../catalog";
import type { OwnerContext } from "../../context";
import { AppError } from "../../errors";
import { dateIn, isCalendarDate } from "../../time";
import { prepared } from "../../db";
import { parseInput } from "../../validation";
import { schedulePost as schedulePublishedPost } from "./schedule";

/**
 * Platforms arrive capitalised from the design studio ("Instagram") and lowercase elsewhere. A string
 * first (not a preprocess), so the OpenAPI document says so too rather than listing only lowercase names.
 */
const PLATFORM_CHOICES = `Choose from: ${PLATFORMS.join(", ")}`;
export const PlatformField = z
  .string({ error: PLATFORM_CHOICES })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PLATFORMS, { error: PLATFORM_CHOICES }))
  .describe(`One of ${PLATFORMS.join(", ")}, in any case`);

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** B's `schedulePost` input, exactly as the split names it. */
export const SchedulePostInput = z.object({
  content: z.string().trim().min(1, { error: "Add the post's text" }).max(63_206),
  platforms: z
    .array(PlatformField)
    .min(1, { error: "Choose at least one platform" })
    .max(PLATFORMS.length)
    .transform((list) => [...new Set(list)]),
  /** YYYY-MM-DD in the owner's time zone. */
  scheduledFor: z.string().refine(isCalendarDate, { error: "Choose a date" }),
  /** HH:MM in the owner's time zone. */
  scheduledTime: z.string().regex(TIME_PATTERN, { error: "Choose a time" }),
  designId: z.string().max(100).optional(),
  mediaPath: z.string().max(500).optional(),
  contentAssetId: z.string().max(100).optional(),
  title: z.string().trim().max(200).optional(),
  /** Add a tracked link to the owner's contact page (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});
export type SchedulePostInput = z.input<typeof SchedulePostInput>;

export interface ScheduledPostView {
  id: string;
  type: "content_post";
  title: string;
  content: string;
  platforms: string[];
  /** The instant, in ISO 8601 (stored as an instant; chosen as a local date and time). */
  scheduledAt: string;
  scheduledFor: string;
  scheduledTime: string;
  status: string;
  designId: string | null;
  contentAssetId: string | null;
}

/**
 * The instant a wall-clock time in `timeZone` names. As calendars do ("compatible"): in the autumn
 * overlap the earlier of the two, in the spring gap the time one hour on (02:30 → 03:30).
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  /** The wall-clock time at `instant`, written as if it were UTC. */
  const wallAt = (instant: number) => {
    const parts = format.formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  };
  // The offsets in force half a day either side: one of them names this wall time, or it falls in a gap.
  const before = wallAt(wall - 43_200_000) - (wall - 43_200_000);
  const after = wallAt(wall + 43_200_000) - (wall + 43_200_000);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const valid = candidates.find((instant) => wallAt(instant) === wall);
  return new Date(valid ?? wall - before);
}

export function ownerTimeZone(ctx: OwnerContext): string {
  const zone = prepared(ctx.db, "designs:timeZone", (d) =>
    d.$client.prepare<[string], string>("select time_zone from users where id = ?").pluck(),
  ).get(ctx.userId);
  return zone ?? "UTC";
}

/** The owner's date and minute now: a "post now" is scheduled for this minute. */
export function ownerNow(ctx: OwnerContext): { date: string; time: string } {
  const zone = ownerTimeZone(ctx);
  const now = ctx.clock.now();
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return { date: dateIn(zone, now), time };
}

/** Checks the input and the time without writing anything (callers check before storing files). */
export function checkSchedule(ctx: OwnerContext, input: unknown) {
  const data = parseInput(SchedulePostInput, input);
  const zone = ownerTimeZone(ctx);
  const today = dateIn(zone, ctx.clock.now());
  if (data.scheduledFor < today) {
    throw new AppError("VALIDATION", "Choose today or a later date", { scheduledFor: "Choose today or a later date" });
  }
  const at = instantOf(data.scheduledFor, data.scheduledTime, zone);
  // The current minute counts as now (a one-click post); anything earlier has passed.
  if (at.getTime() < Math.floor(ctx.clock.now().getTime() / 60_000) * 60_000) {
    throw new AppError("VALIDATION", "That time has already passed: choose a later time", {
      scheduledTime: "That time has already passed: choose a later time",
    });
  }
  return { data, at };
}

/**
 * The merge point: every Creator action that schedules reaches The Creator's publishing here
 * (core/creator/posts/schedule.ts: platform limits, the plan's allowance, images, publishing at its time).
 * A design travels by its id (core/creator/posts/design-media.ts finds its file); a caption by its asset.
 */
export function schedulePost({ ctx, input }: { ctx: OwnerContext; input: SchedulePostInput }): ScheduledPostView {
  const { data } = checkSchedule(ctx, input);
  const post = schedulePublishedPost({
    ctx,
    input: {
      content: data.content,
      platforms: data.platforms,
      scheduledFor: data.scheduledFor,
      scheduledTime: data.scheduledTime,
      title: data.title || firstLine(data.content),
      ...(data.designId ? { designId: data.designId } : data.mediaPath ? { mediaPath: data.mediaPath } : {}),
      ...(data.contentAssetId ? { contentAssetId: data.contentAssetId } : {}),
      ...(data.trackedLink ? { trackedLink: true } : {}),
    },
  });
  return {
    id: post.id,
    type: "content_post",
    title: post.title,
    content: post.description,
    platforms: post.platforms,
    scheduledAt: post.startDate ?? "",
    scheduledFor: post.scheduledDate ?? data.scheduledFor,
    scheduledTime: post.scheduledTime ?? data.scheduledTime,
    status: post.status,
    designId: data.designId ?? null,
    contentAssetId: data.contentAssetId ?? null,
  };
}

function firstLine(text: string): string {
  const line =
    text
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? text.trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line;
}
