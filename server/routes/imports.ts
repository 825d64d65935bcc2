import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { previewImport, MAX_IMPORT_BYTES, importFile } from "@core/imports";
import type { AppEnv } from "../env";
import { readJson } from "../http";
import { ownerContext, requireUser } from "../middleware/auth";
import { importDocs } from "./imports.docs";

const TOO_LARGE = "The file is larger than 5 MB: split it";

// The file travels as JSON text: room for its escaping beside the 5 MB the verb allows.
const importLimit = bodyLimit({
  maxSize: Math.round(MAX_IMPORT_BYTES * 1.4),
  onError: (c) => c.json({ code: "PAYLOAD_TOO_LARGE", message: TOO_LARGE, fields: { csv: TOO_LARGE } }, 413),
});

/** Moving in: an export of Midday, Invoice Ninja or Stripe previewed, then imported all or nothing. */
export const importRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/preview", importDocs.postPreview, importLimit, async (c) =>
    c.json(previewImport({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .post("/", importDocs.post, importLimit, async (c) =>
    c.json(importFile({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  );
