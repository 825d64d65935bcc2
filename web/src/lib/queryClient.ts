// The request behaviour every screen shares (spec 000 §7.1, §8).
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiUrl, type ApiAnswer, type ApiInitArgs, type ApiMethod, type ApiPath, type ApiResponse } from "./api-client";

/** A non-OK answer becomes `Error("<status>: <body text or status text>")`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * A call to the API, checked against its OpenAPI document (api-client.ts):
 * `apiRequest("PUT", "/api/clients/{id}", { path: { id }, body })`. Cookies always, a JSON content type
 * only when there is a body; a non-OK answer throws (throwIfResNotOk).
 */
export function apiRequest<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...init: ApiInitArgs<M, P>
): Promise<ApiResponse<ApiAnswer<M, P>>>;
// Untyped inside: relating the generic signature to a Response costs the typecheck seconds.
export async function apiRequest(
  method: ApiMethod,
  path: string,
  init?: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
): Promise<Response> {
  const { path: params, query, body: data } = init ?? {};
  const res = await fetch(apiUrl(path, params, query), {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default reads: GET the query key parts joined with '/'. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /401/.test(error.message);
}

/** The server's error envelope (docs/api.md). */
export interface ApiError {
  /** HTTP status, when the error came from a response. */
  status?: number;
  code?: string;
  message: string;
  /** Field name → message, for 400 validation errors (and some 409s). */
  fields?: Record<string, string>;
  /** Facts beside the message (`details` of the envelope), when the server sent some. */
  details?: Record<string, unknown>;
}

/**
 * Reads `{code, message, fields}` back out of an error thrown by `throwIfResNotOk`, so a form can show
 * the server's own words under the right field. Anything else (network failure, HTML body) keeps its
 * text as the message.
 */
export function readApiError(error: unknown): ApiError {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { message: raw };
  const status = Number(match[1]);
  const body = match[2];
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const env = parsed as { code?: unknown; message?: unknown; fields?: unknown; details?: unknown };
      return {
        status,
        code: typeof env.code === "string" ? env.code : undefined,
        message: typeof env.message === "string" ? env.message : body,
        fields: isStringRecord(env.fields) ? env.fields : undefined,
        ...(env.details && typeof env.details === "object" && !Array.isArray(env.details)
          ? { details: env.details as Record<string, unknown> }
          : {}),
      };
    }
  } catch {
    // Not JSON: the body text (or status text) is the message.
  }
  return { status, message: body };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}
