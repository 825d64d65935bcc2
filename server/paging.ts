import type { Context } from "hono";
import type { Page } from "@core/paging";
import { cachedRead } from "./cached-read";
import type { AppEnv } from "./env";

/** The paging headers: the total in `X-Total-Count`, the next page in `Link: <...>; rel="next"`. */
export function pageHeaders(c: Context, page: Omit<Page<unknown>, "items">): Record<string, string> {
  const headers: Record<string, string> = { "X-Total-Count": String(page.total) };
  if (page.nextCursor) {
    const url = new URL(c.req.url);
    url.searchParams.set("cursor", page.nextCursor);
    url.searchParams.set("limit", String(page.limit));
    headers.Link = `<${url.pathname}${url.search}>; rel="next"`;
  }
  return headers;
}

export function setPageHeaders(c: Context, page: Omit<Page<unknown>, "items">) {
  for (const [name, value] of Object.entries(pageHeaders(c, page))) c.header(name, value);
}

/**
 * Answers one page of a list (docs/api.md "Lists"): the body stays the plain JSON array the spec
 * reads, and the paging travels in headers.
 */
export function sendPage<Item>(c: Context, page: Page<Item>) {
  setPageHeaders(c, page);
  return c.json(page.items, 200);
}

/** sendPage for the owner's own lists, kept until their data changes (server/cached-read.ts). */
export function sendOwnerPage<Item>(c: Context<AppEnv>, list: () => Page<Item>) {
  return cachedRead(c, () => {
    const page = list();
    return { body: page.items, headers: pageHeaders(c, page) };
  });
}
