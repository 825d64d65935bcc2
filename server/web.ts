import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import type { AppEnv } from "./env";
import { prerenderedLanding } from "./prerendered-landing";
import { routePreloads } from "./route-preloads";
import { closeSession } from "./routes/auth";
import { webDocs } from "./web.docs";

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
  // A visitor's first GET / is the landing page as static HTML: it paints without the app's script.
  const landingHtml = built ? prerenderedLanding(webDist) : null;

  const routes = new Hono<AppEnv>()
    .get("/api/login", webDocs.getApiLogin, (c) =>
      c.get("user") ? c.redirect("/", 302) : c.html(pageHtml("/api/login", false)),
    )
    .get("/api/logout", webDocs.getApiLogout, (c) => {
      if (!c.get("user") || !sameSiteNavigation(c)) {
        // A link on another site must not sign the owner out (CSRF): ask, with a real form.
        return c.get("user") ? c.html(CONFIRM_SIGN_OUT_PAGE, 200) : c.redirect("/", 302);
      }
      closeSession(c);
      return c.redirect("/", 302);
    })
    // The confirmation page's form (checked by the origin middleware like every POST).
    .post("/api/logout", webDocs.postApiLogout, (c) => {
      closeSession(c);
      return c.redirect("/", 303);
    });
  if (built) {
    // Set on the answer itself, after serveStatic: every variant of an asset, the plain one too, says it
    // varies by Accept-Encoding, or a shared cache keeps the plain copy for everyone (QA 290 F8).
    routes.use("/assets/*", async (c, next) => {
      await next();
      // Only a file serveStatic found: the app's page for a missing asset says no-cache itself.
      if ((c.res.status !== 200 && c.res.status !== 206) || c.res.headers.has("cache-control")) return;
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      c.res.headers.set("Vary", "Accept-Encoding");
    });
    routes.use("/assets/*", serveStatic({ root, precompressed: true }));
    routes.use("*", serveStatic({ root, index: "__no_index__", precompressed: true }));
  }
  return routes.get("*", (c) => {
    if (c.req.path.startsWith("/api/")) {
      return c.json({ code: "NOT_FOUND", message: `No route for GET ${c.req.path}` }, 404);
    }
    c.header("Cache-Control", "no-cache");
    const user = c.get("user");
    if (!user && landingHtml && c.req.path === "/") return c.html(landingHtml());
    return c.html(pageHtml(c.req.path, !!user?.onboardingCompleted));
  });
}

/**
 * A navigation from our own pages (Sec-Fetch-Site same-origin), or typed/bookmarked (none). Browsers
 * without Sec-Fetch-Site fall back to the Referer: ours, or none at all (a typed address).
 */
function sameSiteNavigation(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const referer = c.req.header("referer");
  if (!referer) return true;
  try {
    return new URL(referer).host === (c.req.header("host") ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

const CONFIRM_SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out of Microteam?</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem; color: #111827">
<h1 style="font-size: 1.5rem">Sign out of Microteam?</h1>
<p>Another site sent you here. Sign out only if you meant to.</p>
<form method="post" action="/api/logout" style="display: flex; gap: 0.75rem; margin-top: 1.5rem">
<button type="submit" style="padding: 0.6rem 1.2rem; border-radius: 0.375rem; border: 0; background: #4f46e5; color: white; font-weight: 600">Sign out</button>
<a href="/dashboard" style="padding: 0.6rem 1.2rem; color: #4f46e5">Stay signed in</a>
</form>
</body>
</html>`;
