import { z } from "zod";
import { TEMPLATE_TYPES, type DesignType } from "./templates";

export const CAPTION_MAX = 2200;

/**
 * The types a new upload may have: the templates offered, or `custom`. `instagram_story` is no longer
 * offered (decision 320): an upload of that type is refused with the reason, not filed as a feed design.
 */
export const UPLOAD_TYPES = [...TEMPLATE_TYPES, "custom"] as const;

export const STORY_TYPE_REFUSED =
  "The Instagram Story size (9:16) is no longer offered: Microteam posts to Instagram's feed, which shows 4:5 to 1.91:1. Upload it as instagram_portrait (4:5) or custom; a tall image is padded to 4:5";

export const DesignTypeField = z
  .enum(UPLOAD_TYPES, {
    error: (issue) =>
      issue.input === "instagram_story" ? STORY_TYPE_REFUSED : `Type must be one of: ${UPLOAD_TYPES.join(", ")}`,
  })
  .optional()
  .transform((v): DesignType => v ?? "custom");

/** The text fields of POST /api/designs/upload (multipart: design, caption, type). */
export const UploadDesignFields = z.object({
  caption: z
    .string({ error: "Caption must be text" })
    .trim()
    .max(CAPTION_MAX, { error: `Caption must be at most ${CAPTION_MAX.toLocaleString("en-US")} characters` })
    .optional()
    .transform((v) => v || null),
  type: DesignTypeField,
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .max(120, { error: "Title must be at most 120 characters" })
    .optional()
    .transform((v) => v || undefined),
});
export type UploadDesignFields = z.input<typeof UploadDesignFields>;

/** A design as the design studio lists it (spec 001: id, title, thumbnail, caption, type, isUploaded). */
export const DesignView = z
  .object({
    id: z.string(),
    title: z.string(),
    thumbnail: z
      .string()
      .nullable()
      .describe("The thumbnail's address (served to the owner only), or null when there is none yet"),
    caption: z.string().nullable(),
    type: z.string(),
    isUploaded: z.boolean(),
    origin: z.string().describe("upload, editor (the built-in editor) or canva"),
    mimeType: z.string().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    sizeBytes: z.number().nullable(),
    fileUrl: z
      .string()
      .nullable()
      .describe("The file itself, when the product holds one (a Canva design gets one when it is exported)"),
    editUrl: z.string().nullable().describe("Canva's editor for a Canva design"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "DesignView" });
export type DesignView = z.infer<typeof DesignView>;

/** An uploaded file as a route hands it to core. */
export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/** POST /api/designs/upload as a whole: the file (`design`) and the text fields above (multipart). */
export const UploadDesignForm = UploadDesignFields.extend({
  design: z.file().meta({ description: "PNG, JPG or PDF, at most 10 MB" }),
  origin: z.enum(["upload", "editor"]).optional(),
});

/** GET /api/canva/templates: each template's real size, by its type. */
export const DesignTemplates = z.record(
  z.string(),
  z.object({
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    platform: z.string(),
    use: z.string(),
  }),
);

/** POST /api/canva/editor-url: a new Canva design at the template's size when connected, else the built-in editor. */
export const EditorOpened = z.object({
  editorUrl: z.string(),
  tool: z.enum(["canva", "local"]),
  designId: z.string().nullable(),
});
