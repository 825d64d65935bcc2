import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./env";
import { routePreloads } from "./route-preloads";
import { closeSession } from "./routes/auth";

/**
 * Serves the built dashboard (dist/web): hashed assets with a long cache, sent as their precompressed
 * brotli or gzip copy when the browser accepts one (scripts/precompress.ts), and index.html for every
 * other browser path so the single-page app can route it (its 404 page included).
 */
export function webRoutes(webDist: string) {
  const indexFile = path.join(webDist, "index.html");
  const indexHtml = () =>
    fs.existsSync(indexFile)
      ? fs.readFileSync(indexFile, "utf8")
      : "<!doctype html><title>Microteam</title><p>The web app is not built yet: run <code>npm run build</code>.</p>";
  const root = path.relative(process.cwd(), webDist) || ".";
  const preloads = routePreloads(webDist);
  // index.html with the links to what this path's page needs first (route-preloads.ts).
  const pageHtml = (pathname: string, owner: boolean) => {
    const links = preloads(pathname, owner);
    const html = indexHtml();
    return links ? html.replace("</head>", `  ${links}\n  </head>`) : html;
  };
  const built = fs.existsSync(webDist);

  const routes = new Hono<AppEnv>()
    .get("/api/login", (c) => (c.get("user") ? c.redirect("/", 302) : c.html(pageHtml("/api/login", false))))
    .get("/api/logout", (c) => {
      closeSession(c);
      return c.redirect("/", 302);
    });
  if (built) {
    routes.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    routes.use("*", serveStatic({ root, index: "__no_index__", precompressed: true }));
  }
  return routes.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ code: "NOT_FOUND", message: `No route for GET ${c.req.path}` }, 404);
    }
    c.header("Cache-Control", "no-cache");
    const user = c.get("user");
    return c.html(pageHtml(c.req.path, !!user?.onboardingCompleted));
  });
}
