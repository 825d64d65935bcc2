import { sampleLinkedText } from "../../leads";
import type { OwnerContext } from "../../context";
import { AppError } from "../../errors";
import { removeUpload, saveUpload, type StoredUpload } from "../../storage";
import { ownerTimeZone } from "./internal";
import { checkPostImage } from "./media";
import { assertFitsPlatforms, parseWith, schedulePost } from "./schedule";
import { ScheduleUploadFields } from "./schemas";
import { resolveSchedule } from "./when";

export const UPLOAD_MESSAGE = "Please upload a file, add content, choose platforms, and set schedule time";

/** The form's text fields as they arrive (platforms is a JSON string, spec 001 §7). */
function readFields(fields: Record<string, unknown>) {
  let platforms: unknown = fields.platforms;
  if (typeof platforms === "string") {
    const text = platforms;
    try {
      platforms = JSON.parse(text);
    } catch {
      platforms = text
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
    }
  }
  const approval = fields.needsApproval;
  return {
    content: fields.content,
    title: fields.title,
    platforms,
    scheduledFor: fields.scheduledFor,
    scheduledTime: fields.scheduledTime,
    // A form sends text: "true" and "false" are the switch; anything else reaches the schema and is named.
    needsApproval:
      approval === undefined || approval === ""
        ? undefined
        : approval === "true"
          ? true
          : approval === "false"
            ? false
            : approval,
    trackedLink:
      fields.trackedLink === undefined ? undefined : fields.trackedLink === "true" || fields.trackedLink === true,
  };
}

/**
 * POST /api/content/schedule-uploaded-design (spec 001 §7): images uploaded with the post (the
 * form's `design` field, once per image, up to 10), checked by content, then stored and scheduled.
 * Everything is checked before anything is stored, and a failure after storing removes the files.
 */
export function scheduleUpload({
  ctx,
  fields,
  files,
}: {
  ctx: OwnerContext;
  fields: Record<string, unknown>;
  files: Uint8Array[];
}) {
  const data = parseWith(ScheduleUploadFields, readFields(fields), UPLOAD_MESSAGE);
  if (files.length === 0) throw new AppError("VALIDATION", UPLOAD_MESSAGE, { design: "Choose an image to upload" });
  if (files.length > 10)
    throw new AppError("VALIDATION", "Attach at most 10 images", { design: "Attach at most 10 images" });
  const types = files.map((bytes) => checkPostImage(bytes, "design"));
  resolveSchedule(ownerTimeZone(ctx), data.scheduledFor, data.scheduledTime, ctx.clock.now());
  assertFitsPlatforms(
    data.platforms,
    data.trackedLink ? sampleLinkedText(ctx, data.content) : data.content,
    files.map((bytes) => bytes.byteLength),
  );

  const stored: StoredUpload[] = [];
  try {
    files.forEach((bytes, i) => stored.push(saveUpload(ctx, { userId: ctx.userId, bytes, contentType: types[i] })));
    return schedulePost({ ctx, message: UPLOAD_MESSAGE, uploads: stored, input: data });
  } catch (error) {
    for (const file of stored) removeUpload(ctx, file.key);
    throw error;
  }
}
