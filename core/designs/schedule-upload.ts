import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../context";
import { designs } from "../db/schema";
import { AppError } from "../errors";
import { deleteDesign } from "./delete";
import { requireAll } from "./require-all";
import { CAPTION_MAX, DesignTypeField, type UploadedFile } from "./schemas";
import { checkSchedule, PlatformField, schedulePost } from "./schedule-design";
import { uploadDesign } from "./upload";

/** Spec 001 §5: "Schedule from upload: file, content, platforms, date, time required." */
export const SCHEDULE_UPLOAD_MESSAGE = "Please upload a file, add content, choose platforms, and set schedule time";

const present = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` });

/** The text fields of the multipart form; `platforms` arrives as a JSON string (spec 001 §7). */
export const ScheduleUploadFields = z.object({
  content: present("Content").max(CAPTION_MAX),
  platforms: z
    .string({ error: "Choose at least one platform" })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Choose at least one platform" });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(PlatformField, { error: "Choose at least one platform" })
        .min(1, { error: "Choose at least one platform" }),
    ),
  scheduledFor: present("Date"),
  scheduledTime: present("Time"),
  type: DesignTypeField,
});

/**
 * POST /api/content/schedule-uploaded-design: a file scheduled in one go. Everything is checked
 * first (fields, time, then the file's bytes); the file joins the library and the post is created;
 * if the post cannot be created the upload is undone.
 */
export async function scheduleUploadedDesign({
  ctx,
  file,
  fields,
}: {
  ctx: OwnerContext;
  file: UploadedFile | null;
  fields: Record<string, unknown>;
}) {
  const data = requireAll(ScheduleUploadFields, fields, SCHEDULE_UPLOAD_MESSAGE);
  if (!file) throw new AppError("VALIDATION", SCHEDULE_UPLOAD_MESSAGE, { design: "Choose a file" });
  const request = {
    content: data.content,
    platforms: data.platforms,
    scheduledFor: data.scheduledFor,
    scheduledTime: data.scheduledTime,
  };
  checkSchedule(ctx, request);
  const design = await uploadDesign({ ctx, file, fields: { caption: data.content, type: data.type } });
  try {
    const post = schedulePost({
      ctx,
      input: { ...request, designId: design.id, mediaPath: storageKeyOf(ctx, design.id), title: design.title },
    });
    return { ...post, design };
  } catch (error) {
    await deleteDesign({ ctx, id: design.id });
    throw error;
  }
}

function storageKeyOf(ctx: OwnerContext, id: string): string | undefined {
  return ctx.db.select({ key: designs.storageKey }).from(designs).where(eq(designs.id, id)).get()?.key ?? undefined;
}
