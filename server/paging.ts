import type { Context } from "hono";
import type { Page } from "@core/paging";

/**
 * Answers one page of a list (docs/api.md "Lists"): the body stays the plain JSON array the spec
 * reads, the total travels in `X-Total-Count` and the next page in `Link: <...>; rel="next"`.
 */
export function sendPage<Item>(c: Context, page: Page<Item>) {
  c.header("X-Total-Count", String(page.total));
  if (page.nextCursor) {
    const url = new URL(c.req.url);
    url.searchParams.set("cursor", page.nextCursor);
    url.searchParams.set("limit", String(page.limit));
    c.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(page.items, 200);
}
