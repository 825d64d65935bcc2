import type { OwnerContext } from "../../context";
import { dateFilter, enumFilter, pagedList } from "../../paging";
import { addDays, instantAt } from "../../time";
import { ownerTimeZone } from "./internal";
import { POST_COLUMNS, POST_FROM, toPostView, type PostRow } from "./rows";
import { POST_STATUSES } from "./schemas";

/**
 * GET /api/events: the owner's scheduled posts (every state but drafts) a page at a time, newest date
 * first (spec 001 §2 list view), with what each needs to be drawn. `?from`/`?to` (the owner's dates)
 * give one day ('Content for {date}') or a range; `?status` one state; `?q` searches title and text.
 */
export const postList = pagedList({
  name: "events",
  from: POST_FROM,
  owner: "e.user_id = @owner and e.type = 'content_post' and e.start_date is not null",
  id: "e.id",
  columns: `${POST_COLUMNS}, @now as now`,
  sorts: { startDate: { sql: "e.start_date" } },
  defaultSort: "-startDate",
  filters: {
    status: { schema: enumFilter("Status", POST_STATUSES), sql: "e.status = @status" },
    from: { schema: dateFilter("From"), sql: "e.start_date >= @fromMs" },
    to: { schema: dateFilter("To"), sql: "e.start_date < @toMs" },
  },
  search: "e.title like @q escape '\\' or e.description like @q escape '\\'",
  params: (ctx, input) => {
    const timeZone = ownerTimeZone(ctx);
    const values = input as unknown as { from?: string; to?: string };
    return {
      now: ctx.clock.now().getTime(),
      fromMs: values.from ? instantAt(timeZone, values.from, "00:00") : null,
      toMs: values.to ? instantAt(timeZone, addDays(values.to, 1), "00:00") : null,
    };
  },
  map: (row: PostRow & { now: number }) => toPostView(row, row.now),
});

export function listPosts({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return postList.page(ctx, query);
}

/** GET /api/posts/drafts: posts and emails the Creator drafted (after an invoice was paid), newest first. */
export const draftList = pagedList({
  name: "post-drafts",
  from: POST_FROM,
  owner: "e.user_id = @owner and e.type in ('content_post', 'email_draft') and e.status = 'draft'",
  id: "e.id",
  columns: `${POST_COLUMNS}, @now as now`,
  sorts: { createdAt: { sql: "e.created_at" } },
  defaultSort: "-createdAt",
  filters: {},
  params: (ctx) => ({ now: ctx.clock.now().getTime() }),
  map: (row: PostRow & { now: number }) => toPostView(row, row.now),
});

export function listDrafts({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return draftList.page(ctx, query);
}
