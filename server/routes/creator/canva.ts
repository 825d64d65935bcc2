import { Hono } from "hono";
import {
  finishCanvaConnection,
  startCanvaConnection,
  disconnectCanva,
  canvaStatus,
  syncCanvaDesigns,
  editorUrl,
  listDesigns,
  oneClickPost,
  DESIGN_TEMPLATES,
} from "@core/creator";
import { AppError } from "@core/errors";
import type { AppEnv } from "../../env";
import { canvaDocs } from "./canva.docs";
import { readJson } from "../../http";
import { ownerContext, requireUser } from "../../middleware/auth";
import { sendPage } from "../../paging";

/** Back to the design studio with the outcome, for the page to tell the owner. */
const backToStudio = (outcome: Record<string, string>) =>
  `/content?${new URLSearchParams(outcome).toString()}#design-studio`;

export const canvaRoutes = new Hono<AppEnv>()
  // Canva sends the owner's browser here; a signed-out browser is sent to the studio with the reason.
  .get("/callback", canvaDocs.getCallback, async (c) => {
    if (!c.get("user"))
      return c.redirect(backToStudio({ canva: "error", message: "Sign in, then connect Canva again" }), 302);
    const ctx = ownerContext(c);
    try {
      await finishCanvaConnection({ ctx, query: c.req.query() });
    } catch (error) {
      const message = error instanceof AppError ? error.message : "Canva could not be connected. Please try again.";
      return c.redirect(backToStudio({ canva: "error", message }), 302);
    }
    // The library fills with the owner's Canva designs at once; a failure here leaves it for "Refresh".
    const synced = await syncCanvaDesigns({ ctx }).then(
      (r) => String(r.synced),
      () => "",
    );
    return c.redirect(backToStudio({ canva: "connected", ...(synced ? { synced } : {}) }), 302);
  })
  .use(requireUser)
  .get("/templates", canvaDocs.getTemplates, (c) => c.json(DESIGN_TEMPLATES, 200))
  .get("/designs", canvaDocs.getDesigns, (c) =>
    sendPage(c, listDesigns({ ctx: ownerContext(c), query: c.req.query() })),
  )
  .get("/status", canvaDocs.getStatus, (c) => c.json(canvaStatus({ ctx: ownerContext(c) }), 200))
  .post("/connect", canvaDocs.postConnect, (c) => c.json(startCanvaConnection({ ctx: ownerContext(c) }), 200))
  .post("/sync", canvaDocs.postSync, async (c) => c.json(await syncCanvaDesigns({ ctx: ownerContext(c) }), 200))
  .delete("/connection", canvaDocs.deleteConnection, async (c) =>
    c.json(await disconnectCanva({ ctx: ownerContext(c) }), 200),
  )
  .post("/editor-url", canvaDocs.postEditorUrl, async (c) =>
    c.json(await editorUrl({ ctx: ownerContext(c), input: await readJson(c) }), 200),
  )
  .post("/one-click-post", canvaDocs.postOneClickPost, async (c) =>
    c.json(await oneClickPost({ ctx: ownerContext(c), input: await readJson(c) }), 201),
  );
