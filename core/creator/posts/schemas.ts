// Inputs of the scheduling calls (spec 001 §7: POST/PUT /api/events, /api/content/schedule-design,
// /api/content/schedule-uploaded-design). The web's dialogs parse with the same schemas.
import { z } from "zod";
import { PLATFORMS, type Platform } from "../../catalog";
import { isPlainText, noControlCharacters, optionalText } from "../../validation";

/** The design studio writes platforms capitalised (spec 001 §2), elsewhere lowercase; X is Twitter. */
const ALIASES: Record<string, Platform> = { x: "twitter", "twitter/x": "twitter", "x/twitter": "twitter" };
const PLATFORM_MESSAGE = `Choose platforms from: ${PLATFORMS.join(", ")}`;

export const PlatformField = z
  .string({ error: PLATFORM_MESSAGE })
  .trim()
  .toLowerCase()
  .transform((v) => ALIASES[v] ?? v)
  .pipe(z.enum(PLATFORMS, { error: PLATFORM_MESSAGE }));

export const PlatformsField = z
  .array(PlatformField, { error: "Choose at least one platform" })
  .min(1, { error: "Choose at least one platform" })
  .max(12, { error: "Choose at least one platform" })
  .transform((list) => [...new Set(list)] as Platform[]);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_POST_TIME = "09:00";
export const MAX_POST_LENGTH = 63_206;

export const ContentField = z
  .string({ error: "Content is required" })
  .trim()
  .min(1, { error: "Content is required" })
  .max(MAX_POST_LENGTH, { error: `Content must be at most ${MAX_POST_LENGTH.toLocaleString("en-US")} characters` })
  .refine(isPlainText, noControlCharacters);

/** A calendar date ('YYYY-MM-DD') or an ISO instant, as the spec's clients send `scheduledFor`. */
export const ScheduledForField = z
  .string({ error: "Choose a date" })
  .trim()
  .min(1, { error: "Choose a date" })
  .max(40, { error: "Choose a date" })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || !Number.isNaN(Date.parse(v)), {
    error: "Choose a date (YYYY-MM-DD)",
  });

export const ScheduledTimeField = z
  .string({ error: "Choose a time (HH:MM)" })
  .trim()
  .regex(TIME_PATTERN, { error: "Choose a time (HH:MM)" });

const idField = z.string().trim().min(1).max(200);

/** B's core verb, for every caller that schedules a post (core/creator/posts/schedule.ts). */
export const SchedulePostInput = z.object({
  content: ContentField,
  platforms: PlatformsField,
  scheduledFor: ScheduledForField,
  scheduledTime: ScheduledTimeField.optional(),
  title: optionalText(200),
  designId: idField.optional(),
  /** A file stored through core/storage (its key), attached as the post's image. */
  mediaPath: idField.optional(),
  /** Several stored images: a carousel (Instagram), multi-image (X, LinkedIn, Facebook). */
  mediaPaths: z.array(idField).max(10, { error: "Attach at most 10 images" }).optional(),
  contentAssetId: idField.optional(),
  /** Hold the post until someone approves it through an approval link. */
  needsApproval: z.boolean({ error: "needsApproval must be true or false" }).optional(),
  /** Add a tracked link to the owner's contact page to each platform's text (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});
export type SchedulePostInput = z.input<typeof SchedulePostInput>;

const asObject = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : v);

/** POST /api/events' fields, as the document describes them (CreateEventInput also reads `platform`). */
export const CreateEventFields = SchedulePostInput.omit({ designId: true, mediaPath: true, mediaPaths: true });

/**
 * POST /api/events: the spec's payload (title, content, platform, scheduledFor, scheduledTime); a
 * single `platform` (or a list in `platform`) reads as `platforms`.
 */
export const CreateEventInput = z.preprocess((raw) => {
  const body = asObject(raw);
  if (!body || typeof body !== "object") return body;
  const { platform, ...rest } = body as Record<string, unknown>;
  if (rest.platforms === undefined && platform !== undefined) {
    rest.platforms = Array.isArray(platform) ? platform : [platform];
  }
  return rest;
}, CreateEventFields);

/** POST /api/content/schedule-uploaded-design: the multipart form's text fields. */
export const ScheduleUploadFields = z.object({
  content: ContentField,
  platforms: PlatformsField,
  scheduledFor: ScheduledForField,
  scheduledTime: ScheduledTimeField,
  title: optionalText(200),
  needsApproval: z.boolean({ error: "needsApproval must be true or false" }).optional(),
  /** Add a tracked link to the owner's contact page to each platform's text (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});

/**
 * PUT /api/events/{id}: the spec's payload (title, description, startDate, endDate, metadata as a JSON
 * string with `platforms`), or the schedule dialog's own fields (content, platforms, scheduledFor,
 * scheduledTime). Whatever is left out keeps its value.
 */
export const UpdateEventInput = z.object({
  title: optionalText(200),
  description: ContentField.optional(),
  content: ContentField.optional(),
  startDate: z
    .string({ error: "startDate must be a date and time" })
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: "startDate must be a date and time" })
    .optional()
    .nullable(),
  endDate: z.string().max(40).optional().nullable(),
  scheduledFor: ScheduledForField.optional(),
  scheduledDate: ScheduledForField.optional(),
  scheduledTime: ScheduledTimeField.optional(),
  platforms: PlatformsField.optional(),
  metadata: z
    .union([z.string().max(20_000), z.record(z.string(), z.unknown())], { error: "metadata must be a JSON object" })
    .optional()
    .nullable(),
  needsApproval: z.boolean({ error: "needsApproval must be true or false" }).optional(),
  /** Add a tracked link to the owner's contact page to each platform's text (core/leads). */
  trackedLink: z.boolean({ error: "trackedLink must be true or false" }).optional(),
});
export type UpdateEventInput = z.input<typeof UpdateEventInput>;

/** The statuses a content post goes through (spec 001 §4, and the steps between). */
export const POST_STATUSES = ["draft", "scheduled", "publishing", "ready", "published", "failed", "completed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const APPROVAL_STATUSES = ["pending", "approved", "changes_requested"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const PostMediaView = z.object({
  id: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string().describe("The owner's link to the image (signed-in)"),
});
export type PostMediaView = z.infer<typeof PostMediaView>;

export const PostDeliveryView = z.object({
  platform: z.enum(PLATFORMS),
  status: z.string().describe("queued | sending | published | failed | manual | posted_manually | cancelled"),
  error: z.string().nullable(),
  errorKind: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  remoteId: z.string().nullable(),
  remoteUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PostDeliveryView = z.infer<typeof PostDeliveryView>;

export const PostReviewView = z.object({
  reviewer: z.string(),
  decision: z.enum(["approved", "changes_requested"]),
  comment: z.string().nullable(),
  at: z.string(),
});
export type PostReviewView = z.infer<typeof PostReviewView>;

/** A scheduled post as every screen reads it: the spec's Event fields plus what is worked out for it. */
export const PostView = z
  .object({
    id: z.string(),
    userId: z.string(),
    type: z.string(),
    title: z.string(),
    description: z.string().describe("The post's text (spec: description)"),
    priority: z.string(),
    resolved: z.boolean(),
    relatedId: z.string().nullable(),
    relatedType: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    status: z.enum(POST_STATUSES),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
    platforms: z.array(z.enum(PLATFORMS)),
    scheduledDate: z.string().nullable().describe("In the owner's time zone"),
    scheduledTime: z.string().nullable(),
    timeZone: z.string(),
    editable: z.boolean().describe("Edit and delete are allowed (spec 001 §4); otherwise `lockedReason` says why"),
    deletable: z.boolean(),
    lockedReason: z.string().nullable(),
    approval: z.object({ status: z.enum(APPROVAL_STATUSES).nullable(), lastReview: PostReviewView.nullable() }),
    media: z.array(PostMediaView),
    deliveries: z.array(PostDeliveryView),
    trackedLinks: z
      .array(z.object({ platform: z.enum(PLATFORMS), path: z.string() }))
      .describe("The post's tracked links to the owner's contact page, one per platform; empty: none"),
  })
  .meta({ id: "PostView" });
export type PostView = z.infer<typeof PostView>;

export const PostCalendarDay = z.object({
  date: z.string(),
  scheduled: z.number().int().describe("Waiting to go out (scheduled, being published, ready to post by hand)"),
  published: z.number().int(),
  failed: z.number().int(),
  awaitingApproval: z.number().int().describe("Waiting for someone's approval"),
});
export type PostCalendarDay = z.infer<typeof PostCalendarDay>;

/** GET /api/events/calendar. */
export const PostCalendar = z.object({ month: z.string(), timeZone: z.string(), days: z.array(PostCalendarDay) });

/** POST /api/events/import. */
export const PostsImported = z.object({ success: z.boolean(), imported: z.number().int(), message: z.string() });

export const PlanAllowance = z.object({
  unlimited: z.boolean(),
  limit: z.number().int().nullable(),
  scheduled: z.number().int().describe("Posts waiting to go out now (scheduled, time ahead)"),
  remaining: z.number().int().nullable(),
});
export type PlanAllowance = z.infer<typeof PlanAllowance>;

/** POST /api/content/schedule-uploaded-design as a whole (multipart): up to 10 images and the fields above. */
export const ScheduleUploadForm = ScheduleUploadFields.extend({
  design: z.union([z.file(), z.array(z.file()).max(10)]).meta({ description: "PNG or JPG, at most 10 MB each" }),
  platforms: z.string().meta({ description: "A JSON array as a string, or comma separated" }),
  needsApproval: z.enum(["true", "false"]).optional(),
});

/** POST /api/posts/media/preview (multipart): one image and the platform it is for. */
export const PreviewImageForm = z.object({
  image: z.file().meta({ description: "PNG or JPG, at most 10 MB" }),
  platform: z.enum(PLATFORMS),
  fitTo: z.string().optional().meta({
    description:
      "A carousel item after the first: the first image's preview size (its X-Image-Size, `W:H`); Instagram shows every item in the first one's shape, so this one is padded to it",
  }),
});

/** GET /api/posts/connections: each platform's tile (never a token). */
export const PlatformConnection = z.object({
  platform: z.enum(PLATFORMS),
  connected: z.boolean().describe('A token is stored (spec 000 §2.6 "Connected")'),
  health: z
    .enum(["ok", "refused", "untested"])
    .describe("What the platform last said about this token: accepted, refused, or not used yet"),
  reason: z.string().nullable(),
  checkedAt: z.string().nullable(),
  connectable: z.boolean().describe("The operator set up one-click connections for this platform (decision 323)"),
  via: z.enum(["oauth", "manual"]).nullable().describe("oauth: connected with one click; manual: a pasted token"),
  account: z.string().nullable().describe("Who is connected (@handle, member or Page name), when known"),
  expiresAt: z
    .string()
    .nullable()
    .describe("When the connection ends unless renewed or reconnected; null: renews by itself or never ends"),
  renews: z.boolean().describe("The product renews the token by itself before it ends"),
  missing: z.array(z.string()).describe("Permissions posting needs that the owner did not grant"),
  problem: z.string().nullable().describe("Why the connection stopped working (reconnect), or null"),
});
export type PlatformConnection = z.infer<typeof PlatformConnection>;

/** POST /api/posts/publish-due: the posts released now. */
export const DuePostsReleased = z.object({
  success: z.boolean(),
  released: z.number().int(),
  queued: z.number().int().describe("Deliveries queued for the publishing workers"),
  manual: z.number().int().describe("Deliveries waiting to be posted by hand"),
  postIds: z.array(z.string()),
  inFlight: z.number().int(),
  message: z.string(),
});

/** POST /api/posts/drafts/{id}/send: the thank-you email queued. */
export const DraftSent = z.object({
  success: z.boolean(),
  message: z.string(),
  batchId: z.string(),
  draft: PostView,
});
