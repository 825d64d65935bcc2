import type { BatchProgress } from "@core/mail";
import { CliError } from "../errors";

export type { BatchProgress };

/** How the terminal reaches the API: in-process over the local database, or over HTTP with a token. */
export interface ApiClient {
  readonly mode: "local" | "remote";
  /** Where the data is: the database file or the server's address. */
  readonly location: string;
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /**
   * Waits while the emails of a batch go out, calling `onProgress` as they do. Locally this process
   * delivers them itself (there may be no server running); remotely the server's workers do and this
   * follows their progress. Resolves when nothing is left to try now (retries may remain).
   */
  deliver(batchId: string, onProgress?: (progress: BatchProgress) => void): Promise<BatchProgress>;
  /** One page of a list (docs/api.md "Lists"): the rows, the total and the next page's cursor. */
  page<T = unknown>(path: string): Promise<Page<T>>;
  /**
   * Locally only: delivers what is queued (emails, posts) in this process, as the server's workers
   * would, and says how many went. Remotely the server's workers do it (absent).
   */
  drainDeliveries?(): Promise<number>;
  close(): void;
}

export interface Page<T> {
  /** The rows (the body, for a list; empty when the body is an object such as the prioritized view). */
  items: T[];
  /** The body as sent. */
  body: unknown;
  total: number;
  nextCursor: string | null;
}

type ErrorBody = { code?: string; message?: string; fields?: Record<string, string> } | null;

/** An error answer of the API, as one clear line. */
export class ApiError extends CliError {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(describe(status, body), 1);
    this.name = "ApiError";
  }
}

function describe(status: number, body: ErrorBody): string {
  if (body?.fields && Object.keys(body.fields).length) {
    return Object.entries(body.fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
  }
  return body?.message ?? `The server answered ${status}`;
}

export async function readAnswer<T>(res: Response): Promise<T> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) throw new ApiError(res.status, (json as ErrorBody) ?? { message: text.slice(0, 200) });
  return (json ?? text) as T;
}

/** A list's page: the body's rows, X-Total-Count and the cursor of `Link: <...>; rel="next"`. */
export async function readPage<T>(res: Response): Promise<Page<T>> {
  const body = await readAnswer<unknown>(res);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const next = /<([^>]+)>;\s*rel="?next"?/.exec(res.headers.get("link") ?? "")?.[1];
  return {
    items,
    body,
    total: Number(res.headers.get("x-total-count") ?? items.length),
    nextCursor: next ? new URL(next, "http://local").searchParams.get("cursor") : null,
  };
}

/** `?a=1&b=x` from the values given (empty ones left out, so the server's defaults apply). */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
