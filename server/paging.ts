import type { Context } from "hono";
import type { Page } from "@core/paging";

/** The paging headers: the total in `X-Total-Count`, the next page in `Link: <...>; rel="next"`. */
export function setPageHeaders(c: Context, page: Omit<Page<unknown>, "items">) {
  c.header("X-Total-Count", String(page.total));
  if (page.nextCursor) {
    const url = new URL(c.req.url);
    url.searchParams.set("cursor", page.nextCursor);
    url.searchParams.set("limit", String(page.limit));
    c.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
}

/**
 * Answers one page of a list (docs/api.md "Lists"): the body stays the plain JSON array the spec
 * reads, and the paging travels in headers.
 */
export function sendPage<Item>(c: Context, page: Page<Item>) {
  setPageHeaders(c, page);
  return c.json(page.items, 200);
}
