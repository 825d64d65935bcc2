import { Hono } from "hono";
import {
  MAX_DESIGN_BYTES,
  listDrafts,
  markPosted,
  ownerPostImage,
  previewPostImage,
  publicPostImage,
  publicPostImageFor,
  planAllowance,
  retryPost,
  scheduleUpload,
  sendEmailDraft,
  publishDueForOwner,
  platformConnections,
} from "@core/creator";
import { AppError } from "@core/errors";
import type { AppEnv } from "../../env";
import { contentScheduleDocs, postDocs, publicMediaDocs } from "./posts.docs";
import { readOptionalJson } from "../../http";
import { ownerContext, requireUser } from "../../middleware/auth";
import { sendPage } from "../../paging";
import { readMultipart, uploadLimit } from "../../uploads";

/** Spec 001 §7's upload-and-schedule call under /api/content (the rest of /api/content is the creation side). */
export const contentScheduleRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // Up to 10 images of at most 10 MB each (each checked again by core).
  .post(
    "/schedule-uploaded-design",
    contentScheduleDocs.postScheduleUploadedDesign,
    uploadLimit(10 * MAX_DESIGN_BYTES, "The upload is too large: at most 10 MB per image"),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      if (!type.startsWith("multipart/form-data")) {
        throw new AppError("VALIDATION", "Send the file as multipart/form-data", {
          design: "Choose an image to upload",
        });
      }
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new AppError("VALIDATION", "The upload was cut short: try again", {
          design: "The upload was cut short: try again",
        });
      }
      const fields: Record<string, unknown> = {};
      const files: Uint8Array[] = [];
      for (const [name, value] of Object.entries(form)) {
        const values = Array.isArray(value) ? value : [value];
        if (name === "design") {
          for (const v of values) {
            if (typeof v === "string")
              throw new AppError("VALIDATION", "Choose an image to upload", { design: "Choose an image to upload" });
            files.push(new Uint8Array(await v.arrayBuffer()));
          }
        } else if (typeof values[0] === "string") {
          fields[name] = values[0];
        }
      }
      return c.json(scheduleUpload({ ctx: ownerContext(c), fields, files }), 201);
    },
  );

/** What the Creator adds around the spec's calls: drafts, "Mark as posted", retries, connections. */
export const postRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/drafts", postDocs.getDrafts, (c) => sendPage(c, listDrafts({ ctx: ownerContext(c), query: c.req.query() })))
  .post("/drafts/:id/send", postDocs.postDraftsByIdSend, async (c) =>
    c.json(sendEmailDraft({ ctx: ownerContext(c), id: c.req.param("id"), input: await readOptionalJson(c) }), 202),
  )
  .get("/connections", postDocs.getConnections, (c) => c.json(platformConnections({ ctx: ownerContext(c) }), 200))
  .get("/plan", postDocs.getPlan, (c) => c.json(planAllowance(ownerContext(c)), 200))
  .post("/publish-due", postDocs.postPublishDue, (c) => c.json(publishDueForOwner({ ctx: ownerContext(c) }), 202))
  .get("/media/:id", postDocs.getMediaById, (c) => {
    const image = ownerPostImage({ ctx: ownerContext(c), id: c.req.param("id") });
    return c.body(new Uint8Array(image.bytes), 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "private, max-age=3600",
    });
  })
  .post(
    "/media/preview",
    postDocs.postMediaPreview,
    uploadLimit(MAX_DESIGN_BYTES, "The upload is too large: at most 10 MB per image", "image"),
    async (c) => {
      const { file, fields } = await readMultipart(c, "image");
      const image = await previewPostImage({
        platform: fields.platform,
        bytes: file?.bytes ?? null,
        fitTo: fields.fitTo,
      });
      return c.body(new Uint8Array(image.bytes), 200, {
        "Content-Type": image.contentType,
        "Cache-Control": "no-store",
        "X-Image-Fit": image.fit,
        "X-Image-Size": `${image.width}:${image.height}`,
        ...(image.note ? { "X-Image-Note": image.note } : {}),
      });
    },
  )
  .post("/:id/mark-posted", postDocs.postByIdMarkPosted, async (c) =>
    c.json(markPosted({ ctx: ownerContext(c), id: c.req.param("id"), input: await readOptionalJson(c) }), 200),
  )
  .post("/:id/retry", postDocs.postByIdRetry, (c) =>
    c.json(retryPost({ ctx: ownerContext(c), id: c.req.param("id") }), 202),
  );

/** A post's image by its unguessable token: Instagram fetches images by URL; the approval page shows them. */
export const publicMediaRoutes = new Hono<AppEnv>()
  .get("/:token", publicMediaDocs.getByToken, (c) => {
    const image = publicPostImage({ services: c.get("services"), token: c.req.param("token") });
    return c.body(new Uint8Array(image.bytes), 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=86400",
    });
  })
  // What Instagram fetches (image_url): the image made fit for its feed (core/social/image.ts).
  .get("/:token/:platform", publicMediaDocs.getByTokenByPlatform, async (c) => {
    const image = await publicPostImageFor({
      services: c.get("services"),
      token: c.req.param("token"),
      platform: c.req.param("platform"),
    });
    return c.body(new Uint8Array(image.bytes), 200, {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=86400",
    });
  });
