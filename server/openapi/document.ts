// The OpenAPI document, generated from the app's own routes (docs/decisions/230-openapi-from-the-code.md).
import type { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import type { AppEnv } from "../env";
import { ERROR_MEANING, type ErrorStatus, QUERY_REF, queryParameters } from "./describe";

type Operation = {
  security?: unknown[];
  parameters?: unknown[];
  [QUERY_REF]?: number;
  responses: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const WRITES = new Set(["post", "put", "patch", "delete"]);

/** An error answer added after generation, when the envelope is already a component. */
const errorResponse = (code: ErrorStatus) => ({
  description: ERROR_MEANING[code],
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The document for this app; the answers that depend on a route's method and path are added here. */
export async function openApiDocument(app: Hono<AppEnv>): Promise<OpenApiDocument> {
  const document = await generateSpecs(app, {
    documentation: {
      openapi: "3.1.0",
      info: {
        title: "Microteam API",
        version: "1",
        description:
          "The HTTP API behind the Microteam web app and terminal. Contract, paging, errors and authentication: docs/api.md.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "/", description: "This server" }],
      components: {
        securitySchemes: {
          apiToken: {
            type: "http",
            scheme: "bearer",
            description: "An API token (Settings → Security, or `microteam login`): read or read-write",
          },
          session: { type: "apiKey", in: "cookie", name: "mt_session", description: "The web app's session" },
        },
      },
      security: [{ apiToken: [] }, { session: [] }],
      tags: TAGS,
    },
    defaultValidationErrorResponse: false,
    // /api/openapi.json and the reference page's scripts are routes like any other.
    excludeStaticFile: false,
  });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
      const operation = value;
      if (operation[QUERY_REF] !== undefined) {
        operation.parameters = [...(operation.parameters ?? []), ...queryParameters(operation[QUERY_REF])];
        delete operation[QUERY_REF];
      }
      const responses = operation.responses;
      // A cross-site browser request (checkOrigin), or a read-only token, is refused before any write runs.
      if (WRITES.has(method) && path !== "/api/stripe/webhook") responses["403"] ??= errorResponse(403) as never;
      if (path.includes("{")) responses["404"] ??= errorResponse(404) as never;
      const ok = Object.entries(responses).find(([code]) => code.startsWith("2"));
      if (method === "get" && ok?.[1].content && !ok[1].content["text/html"]) {
        // Every successful GET carries a weak ETag; If-None-Match with it answers 304 (docs/api.md).
        responses["304"] ??= { description: "Not modified since the `ETag` sent in `If-None-Match`" } as never;
      }
    }
  }
  return document;
}

/** The reference's groups, in the order the reference shows them. */
export const TAGS = [
  { name: "Account", description: "Sign up, sign in, API tokens, the owner's profile and settings" },
  { name: "Clients", description: "The clients ledger (The Admin)" },
  { name: "Invoices", description: "Invoices, payments, reminders and their figures (The Admin)" },
  { name: "Time", description: "Time tracked for clients, and unbilled work made into invoices (The Admin)" },
  { name: "Public", description: "Pages reached by an unguessable link, without an account" },
  { name: "Focus", description: "The dashboard, money moves, tasks, nudges and notifications" },
  { name: "Workflows", description: "The Project Manager: workflows, steps and delegation" },
  { name: "Assistant", description: "What the terminal chat reads to understand a request" },
  { name: "Strategist", description: "AI suggestions and insights" },
  { name: "Analytics", description: "The Analyst's figures and social analytics" },
  { name: "Content", description: "The Creator: content sources, designs and Canva" },
  { name: "Posts", description: "Scheduled posts, drafts, publishing and approval links" },
  { name: "Webhooks", description: "Webhooks out: endpoints and the delivery log" },
  { name: "Email", description: "The outbox and support requests" },
  { name: "Billing", description: "Plan checkout and the payment provider's webhook" },
  { name: "Reference", description: "This document and its reference page" },
  { name: "Testing", description: "Only on a server started for browser tests (MICROTEAM_TEST_CLOCK=1)" },
];
