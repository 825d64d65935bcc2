import { z } from "zod";
import { DESIGN_TYPES, type DesignType } from "./templates";

export const CAPTION_MAX = 2200;

export const DesignTypeField = z
  .enum(DESIGN_TYPES, { error: `Type must be one of: ${DESIGN_TYPES.join(", ")}` })
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
export interface DesignView {
  id: string;
  title: string;
  /** The thumbnail's address (served to the owner only), or null when there is none yet. */
  thumbnail: string | null;
  caption: string | null;
  type: string;
  isUploaded: boolean;
  /** upload, editor (the built-in editor) or canva. */
  origin: string;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  sizeBytes: number | null;
  /** The file itself, when the product holds one (a Canva design gets one when it is exported). */
  fileUrl: string | null;
  /** Canva's editor for a Canva design. */
  editUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

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
