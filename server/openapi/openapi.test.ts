import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, test } from "vitest";
import { makeTestApp } from "../../test/app";
import { createApp } from "../app";
import { fixedClock } from "@core/clock";

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** The app with every optional route mounted (the test clock too), as the document generator sees it. */
function fullApp() {
  const t = makeTestApp();
  const clock = Object.assign(fixedClock("2026-11-21T09:00:00.000Z"), { set() {} });
  return createApp({ services: t.services, config: t.config, testClock: clock });
}

async function documentOf(app: ReturnType<typeof createApp>) {
  const res = await app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
}

// What the recommended rules expect but these routes truly do not answer: public reads that take no
// input cannot fail with a 4xx, and sign-in redirects answer 3xx only.
const TRUE_EXCEPTIONS = [
  ...["config", "openapi.json", "docs", "docs~1scalar.js", "docs~1init.js", "login", "logout"].map(
    (path) => `operation-4xx-response #/paths/~1api~1${path}/get/responses`,
  ),
  // The OAuth callbacks answer only with a redirect (302) back to the page, whatever happened.
  "operation-2xx-response #/paths/~1api~1canva~1callback/get/responses",
  "operation-2xx-response #/paths/~1api~1social~1{platform}~1callback/get/responses",
  "operation-2xx-response #/paths/~1api~1logout/post/responses",
];

/** `/api/clients/:id` → `/api/clients/{id}`, as OpenAPI writes paths. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  test("describes every /api route", async () => {
    const app = fullApp();
    const document = await documentOf(app);
    const routes = app.routes.filter((r) => METHODS.has(r.method) && r.path.startsWith("/api/"));
    const undescribed = [
      ...new Set(
        routes
          .filter((r) => !document.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(
      undescribed,
      `These routes have no OpenAPI description. For each, add an entry named after its method and path ` +
        `("GET /:id/pdf" → getByIdPdf) to the describeRoutes(...) of its group in server/routes/<file>.docs.ts ` +
        `({ summary, body?, query?, status?, returns?, errors? } — the body and query are the zod schemas ` +
        `from core that validate them), then pass it as the route's first handler: ` +
        `.get("/:id/pdf", invoiceDocs.getByIdPdf, handler). See docs/api.md "Describing a route".`,
    ).toEqual([]);
    expect(routes.length).toBeGreaterThan(140);
  });

  test("passes the OpenAPI linter (Redocly's recommended rules) without a warning", async () => {
    const document = await documentOf(makeTestApp().app);
    const config = await createConfig({
      extends: ["recommended"],
      // GET /api/posts/media/{id} and POST /api/posts/{id}/retry look alike to the rule, but their
      // methods differ and Hono matches the literal segment first.
      rules: { "no-ambiguous-paths": "off" },
    });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    const report = problems
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ""}`)
      .filter((problem) => !TRUE_EXCEPTIONS.includes(problem));
    expect(report).toEqual([]);
  });

  test("states the error envelope and each route's answers", async () => {
    const document = await documentOf(makeTestApp().app);
    const create = document.paths["/api/clients"].post as { responses: Record<string, unknown> };
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "409", "413"]);
    expect(JSON.stringify(create.responses["409"])).toContain("#/components/schemas/Error");
    const get = document.paths["/api/invoices/{id}"].get as { responses: Record<string, unknown> };
    expect(Object.keys(get.responses).sort()).toEqual(["200", "304", "401", "404"]);
  });
});
