// Reading the server's paged lists (docs/api.md "Lists"): the body is the page's rows, the total is
// in X-Total-Count and the next page in `Link: <...>; rel="next"`. The default query fetcher reads
// bodies only, so paged reads go through fetchPage.
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { throwIfResNotOk } from "./queryClient";

export interface PageOf<T> {
  items: T[];
  total: number;
  /** The opaque cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

/** The `cursor` of a `Link: <...>; rel="next"` header. */
export function nextCursorOf(link: string | null): string | null {
  const next = link?.split(",").find((part) => /rel="?next"?/.test(part));
  const url = next && /<([^>]+)>/.exec(next)?.[1];
  return url ? new URL(url, "http://local").searchParams.get("cursor") : null;
}

/** The query string of a paged read: empty values are left out, so the server's defaults apply. */
export function pageQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Fetches one page; the body may be the array itself or an object holding it (`select`). */
export async function fetchPage<T, B = T[]>(
  url: string,
  select: (body: B) => T[] = (body) => body as unknown as T[],
  signal?: AbortSignal,
): Promise<PageOf<T> & { body: B }> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  const body = (await res.json()) as B;
  const items = select(body);
  return {
    body,
    items,
    total: Number(res.headers.get("X-Total-Count") ?? items.length),
    nextCursor: nextCursorOf(res.headers.get("Link")),
  };
}

export interface PagedListOptions<B> {
  /** The list's path, e.g. "/api/clients". */
  path: string;
  /** The query key's first parts (default `[path]`): invalidating them refreshes every page. */
  key?: readonly unknown[];
  /** Search, sort and filters; a change starts again from the first page. */
  params?: Record<string, string | number | undefined | null>;
  limit?: number;
  /** For a body that is not the array itself (GET /api/tasks/prioritized). */
  select?: (body: B) => unknown[];
  enabled?: boolean;
  /** Reads the page again this often while it says so (e.g. while an email on it is on its way). */
  refetchWhile?: (page: PageOf<unknown>) => boolean;
}

/**
 * One page of a server list at a time, with the cursors followed kept so "Previous" goes back. The
 * query key is `[path, params, cursor]`, so invalidating `[path]` refreshes every page of the list.
 */
export function usePagedList<T, B = T[]>({
  path,
  key = [path],
  params = {},
  limit = 50,
  select,
  enabled = true,
  refetchWhile,
}: PagedListOptions<B>) {
  const paramsKey = JSON.stringify(params);
  // The cursors that led to each page after the first; reset when the search, sort or filters change.
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({ key: paramsKey, cursors: [] });
  const cursors = trail.key === paramsKey ? trail.cursors : [];
  const cursor = cursors[cursors.length - 1];
  const query = useQuery({
    queryKey: [...key, { ...params, limit }, cursor ?? null],
    queryFn: ({ signal }) =>
      fetchPage<T, B>(
        `${path}${pageQuery({ ...params, limit, cursor })}`,
        select as ((body: B) => T[]) | undefined,
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: refetchWhile ? (q) => (q.state.data && refetchWhile(q.state.data) ? 2000 : false) : false,
  });
  const page = query.data;
  return {
    ...query,
    items: page?.items ?? [],
    total: page?.total ?? 0,
    body: page?.body,
    /** 0 for the first page. */
    pageIndex: cursors.length,
    pageSize: limit,
    hasNext: !!page?.nextCursor,
    hasPrevious: cursors.length > 0,
    next: () => {
      if (page?.nextCursor) setTrail({ key: paramsKey, cursors: [...cursors, page.nextCursor] });
    },
    previous: () => setTrail({ key: paramsKey, cursors: cursors.slice(0, -1) }),
    /** Back to the first page (after a change that may have moved rows). */
    reset: () => setTrail({ key: paramsKey, cursors: [] }),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
