// How a route is described in the OpenAPI document (docs/decisions/230-openapi-from-the-code.md).
// One call per route, placed as the route's first handler; the request parts come from the same zod
// schemas the core verbs parse, and the answers every route of its kind gives are added here once.
import { describeRoute, resolver, type DescribeRouteOptions } from "hono-openapi";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { ErrorEnvelope } from "./envelope";

type SuccessStatus = 200 | 201 | 202 | 302 | 303;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503;

/** What a successful answer carries. */
export type Returns =
  /** A JSON object (the default). */
  | "object"
  /** A JSON array that is not paged (a short, bounded list). */
  | "array"
  /** One page of a list: a JSON array with `X-Total-Count` and `Link` (docs/api.md "Lists"). */
  | "page"
  /** An HTML page (the web app's sign-in and sign-out pages). */
  | "html"
  /** A redirect (no body). */
  | "redirect"
  /** A file download of this media type ("text/csv", "application/pdf", "image/*"…). */
  | { file: string }
  /** One page of a list whose items this zod schema describes (with the paging headers, as "page"). */
  | { page: z.ZodType }
  /** A JSON body described by this zod schema (core's view schemas: the answer as sent). */
  | z.ZodType;

export interface RouteDoc {
  /** One line in the imperative: what the operation does ("Add a client"). */
  summary: string;
  /** The contract in prose: rules, limits, and what each error means. */
  description?: string;
  /** The group in the reference (one per route file, e.g. "Clients"). */
  tag: string;
  /**
   * Who may call it: "owner" (session cookie or API token, the default), "session" (the browser's
   * session only: an API token gets 403) or "public" (no account: a token in the path, or a visitor).
   */
  access?: "owner" | "session" | "public";
  /** The JSON body: the zod schema the core verb parses. `optional` when sending nothing is allowed. */
  body?: z.ZodType;
  bodyOptional?: boolean;
  /** Other body media types the route reads instead of (or besides) JSON, e.g. {"text/csv": …}. */
  bodyMedia?: Record<string, z.ZodType>;
  /** The query string: a zod object (for a list, the list's `.schema` from core). */
  query?: z.ZodObject;
  /** The success status (200 unless said). */
  status?: SuccessStatus;
  /** Other success statuses with the same body (e.g. 200 when nothing was added). */
  otherSuccess?: SuccessStatus[];
  returns?: Returns;
  /** An object answer that carries a list's paging headers (`returns: "page"` has them already). */
  pageHeaders?: boolean;
  /** Answers beyond those added for every route of its kind (below): 409, 429, 402, 503, 404 without a path id… */
  errors?: ErrorStatus[];
}

export const ERROR_MEANING: Record<ErrorStatus, string> = {
  400: "Bad input: `fields` names each bad field (or parameter) and why",
  401: "Not signed in, or the API token is unknown or expired",
  402: "The payment was refused",
  403: "Not allowed: a read-only token changing data, a cross-site browser request, a session-only action with a token, or the plan's limit",
  404: "Unknown, or another owner's (which reveals nothing)",
  409: "The state forbids it (its message says why); CONFIRMATION_REQUIRED: resend with `confirm: true`",
  413: "The request body is too large",
  429: "Too many requests: try again later (`details` may say when)",
  503: "An outside service failed: try again",
};

const PAGE_HEADERS = {
  "X-Total-Count": { description: "Rows matching the search and filters", schema: { type: "integer" as const } },
  Link: {
    description: 'The next page: `<…?cursor=…&limit=…>; rel="next"`, absent on the last page',
    schema: { type: "string" as const },
  },
};

const JsonObject = z.looseObject({});
const JsonArray = z.array(z.unknown());

function successContent(returns: Returns) {
  if (returns === "redirect") return undefined;
  if (returns === "html") return { "text/html": { schema: { type: "string" as const } } };
  if (typeof returns === "object" && "file" in returns) {
    return { [returns.file]: { schema: { type: "string" as const, format: "binary" } } };
  }
  const answer = answerSchema(returns);
  if (!answer) return { "application/json": { schema: resolver(returns === "object" ? JsonObject : JsonArray) } };
  // As sent ("output"): an object allows no field its schema does not name, so Prism reports a field the
  // code sends that the document does not describe, as it reports one missing.
  return { "application/json": { schema: resolver(answer, { options: { io: "output" } }) } };
}

const isPage = (returns: Returns): returns is "page" | { page: z.ZodType } =>
  returns === "page" || (typeof returns === "object" && "page" in returns);

/** The zod schema a JSON answer is described by (a page: an array of its items), or undefined when only its shape is known. */
export function answerSchema(returns: Returns | undefined): z.ZodType | undefined {
  if (returns === undefined || typeof returns === "string") return undefined;
  if (returns instanceof z.ZodType) return returns;
  if ("page" in returns) return z.array(returns.page);
  return undefined;
}

/** The OpenAPI operation for one route, less what depends on its method and path (see document.ts). */
export function operationSpec(doc: RouteDoc): DescribeRouteOptions {
  const access = doc.access ?? "owner";
  const status = doc.status ?? 200;
  const returns = doc.returns ?? "object";
  const errors = new Set<ErrorStatus>(doc.errors);
  const hasBody = Boolean(doc.body || doc.bodyMedia);
  if (access !== "public") errors.add(401);
  if (access === "session") errors.add(403);
  if (hasBody || doc.query) errors.add(400);
  if (hasBody) errors.add(413);

  const success = successContent(returns);
  const responses: Record<string, unknown> = {
    [status]: {
      description: isPage(returns) ? "One page of the list" : returns === "redirect" ? "Redirected" : "Done",
      ...(returns === "redirect" ? { headers: { Location: { schema: { type: "string" } } } } : {}),
      ...(isPage(returns) || doc.pageHeaders ? { headers: PAGE_HEADERS } : {}),
      ...(success ? { content: success } : {}),
    },
  };
  for (const code of doc.otherSuccess ?? []) responses[code] = responses[status];
  for (const code of errors) responses[code] = errorResponse(code);

  const content: Record<string, { schema: ReturnType<typeof resolver> }> = {};
  if (doc.body) content["application/json"] = { schema: resolver(doc.body) };
  for (const [media, schema] of Object.entries(doc.bodyMedia ?? {})) content[media] = { schema: resolver(schema) };

  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    ...(access === "public" ? { security: [] } : {}),
    ...(hasBody ? { requestBody: { required: !doc.bodyOptional, content } } : {}),
    // The query's parameters are worked out when the document is generated (document.ts), not at start-up.
    ...(doc.query ? { [QUERY_REF]: remember(doc.query) } : {}),
    responses: responses as DescribeRouteOptions["responses"],
  };
}

export function errorResponse(code: ErrorStatus) {
  return { description: ERROR_MEANING[code], content: { "application/json": { schema: resolver(ErrorEnvelope) } } };
}

export const QUERY_REF = "x-query-schema";
const querySchemas: z.ZodObject[] = [];
const remember = (schema: z.ZodObject) => querySchemas.push(schema) - 1;

/** Each field of a remembered query schema as an `in: query` parameter (OpenAPI has no "object of query fields"). */
export function queryParameters(ref: number) {
  const json = z.toJSONSchema(querySchemas[ref], { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: "query" as const,
      required: json.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/**
 * Describes a route for the OpenAPI document: put it as the route's first handler.
 *
 *   .post("/", describe({ tag: "Clients", summary: "Add a client", body: NewClientInput, status: 201, errors: [409] }), handler)
 */
export function describe(doc: RouteDoc): MiddlewareHandler {
  const handler = describeRoute(operationSpec(doc));
  described.set(handler, doc);
  return handler;
}

/** Each description by its handler, so a test can find the answer schema of a route of `app.routes`. */
const described = new WeakMap<MiddlewareHandler, RouteDoc>();
export const descriptionOf = (handler: unknown) => described.get(handler as MiddlewareHandler);

/**
 * The descriptions of one route group, keyed by method and path ("GET /:id" → `getById`), each put
 * as its route's first handler: `.get("/:id", clientDocs.getById, handler)`.
 */
export function describeRoutes<Key extends string>(
  tag: string,
  docs: Record<Key, Omit<RouteDoc, "tag">>,
): Record<Key, MiddlewareHandler> {
  return Object.fromEntries(
    Object.entries<Omit<RouteDoc, "tag">>(docs).map(([key, doc]) => [key, describe({ ...doc, tag })]),
  ) as Record<Key, MiddlewareHandler>;
}
