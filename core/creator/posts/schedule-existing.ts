import { z } from "zod";
import type { OwnerContext } from "../../context";
import { CAPTION_MAX, ensureDesignFile, getDesignOfOwner, requireAll } from "../designs";
import { schedulePost, checkSchedule, PlatformField } from "./schedule-design";

/** Spec 001 §5: "Schedule from existing design: design, caption, at least one platform, date, time required." */
export const SCHEDULE_DESIGN_MESSAGE = "Please select a design, add caption, choose platforms, and set schedule time";

const present = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` });

export const ScheduleDesignInput = z.object({
  designId: present("Design").max(100),
  caption: present("Caption").max(CAPTION_MAX),
  platforms: z
    .array(PlatformField, { error: "Choose at least one platform" })
    .min(1, { error: "Choose at least one platform" }),
  scheduledDate: present("Date"),
  scheduledTime: present("Time"),
  /** Add a tracked link to the owner's contact page (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});

/**
 * POST /api/content/schedule-design: a design from the library, with a caption, scheduled to the
 * chosen platforms at a date and time in the owner's time zone.
 */
export async function scheduleExistingDesign({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = requireAll(ScheduleDesignInput, input, SCHEDULE_DESIGN_MESSAGE);
  const request = {
    content: data.caption,
    platforms: data.platforms,
    scheduledFor: data.scheduledDate,
    scheduledTime: data.scheduledTime,
    designId: data.designId,
    trackedLink: data.trackedLink,
  };
  // Date and time are checked before a Canva design is exported for it.
  checkSchedule(ctx, request);
  const design = await ensureDesignFile(ctx, getDesignOfOwner(ctx, data.designId), data.platforms);
  return schedulePost({ ctx, input: { ...request, mediaPath: design.storageKey ?? undefined, title: design.title } });
}
