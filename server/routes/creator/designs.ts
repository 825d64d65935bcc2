import { Hono } from "hono";
import { deleteDesign, MAX_DESIGN_BYTES, readDesignFile, uploadDesign } from "@core/creator";
import type { AppEnv } from "../../env";
import { designDocs } from "./designs.docs";
import { ownerContext, requireUser } from "../../middleware/auth";
import { readMultipart, sendFile, uploadLimit } from "../../uploads";

export const designRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // Multipart: design (the file), caption, type (spec 001 §7).
  .post("/upload", designDocs.postUpload, uploadLimit(MAX_DESIGN_BYTES, "The file is larger than 10 MB"), async (c) => {
    const { file, fields } = await readMultipart(c, "design");
    const origin = fields.origin === "editor" ? "editor" : "upload";
    return c.json(
      await uploadDesign({ ctx: ownerContext(c), file, fields: { ...fields, origin: undefined }, origin }),
      201,
    );
  })
  .get("/:id/file", designDocs.getByIdFile, async (c) =>
    sendFile(c, await readDesignFile({ ctx: ownerContext(c), id: c.req.param("id"), part: "file" })),
  )
  .get("/:id/thumbnail", designDocs.getByIdThumbnail, async (c) =>
    sendFile(c, await readDesignFile({ ctx: ownerContext(c), id: c.req.param("id"), part: "thumbnail" })),
  )
  .delete("/:id", designDocs.deleteById, async (c) =>
    c.json(await deleteDesign({ ctx: ownerContext(c), id: c.req.param("id") }), 200),
  );
