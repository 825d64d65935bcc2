import fs from "node:fs";
import { createRequire } from "node:module";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { openApiDocument, type OpenApiDocument } from "../openapi/document";
import { referenceDocs } from "./reference.docs";

// The reference page: Scalar's standalone bundle, served from node_modules and loaded only by this
// page, so the web app's own bundle (and the landing page) never carries it.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Microteam API reference</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

// Kept in its own file because the Content-Security-Policy allows no inline script.
const INIT_SCRIPT = `Scalar.createApiReference("#reference", {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  hideClientButton: true,
  // Nothing leaves for Scalar's services: no developer toolbar (it reads Scalar's registry), no AI agent.
  showDeveloperTools: "never",
  agent: { disabled: true },
  telemetry: false,
  metaData: { title: "Microteam API reference" },
});`;

let scalarBundle: Buffer | undefined;
const readScalarBundle = () =>
  (scalarBundle ??= fs.readFileSync(
    createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js"),
  ));

/** GET /api/openapi.json and the reference page; `app` is the whole app, whose routes the document describes. */
export function referenceRoutes(app: () => Hono<AppEnv>) {
  let document: Promise<OpenApiDocument> | undefined;
  return new Hono<AppEnv>()
    .get("/openapi.json", referenceDocs.getOpenapiJson, async (c) =>
      c.json(await (document ??= openApiDocument(app())), 200),
    )
    .get("/docs", referenceDocs.getDocs, (c) => c.html(DOCS_PAGE, 200))
    .get("/docs/scalar.js", referenceDocs.getDocsScalarJs, (c) =>
      c.body(new Uint8Array(readScalarBundle()), 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      }),
    )
    .get("/docs/init.js", referenceDocs.getDocsInitJs, (c) =>
      c.body(INIT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
    );
}
