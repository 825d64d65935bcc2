import type { OwnerContext } from "../context";
import { booleanFilter, pagedList, textFilter } from "../paging";
import { ENTRY_COLUMNS, ENTRY_FROM, entryView, readRunningView } from "./entry-row";
import type { TimerView } from "./schemas";

/**
 * GET /api/time-entries: the owner's time a page at a time, the latest start first; `?clientId` and
 * `?billed` filter, `?q` searches the description and the client's name.
 */
export const timeEntryList = pagedList({
  name: "time-entries",
  from: ENTRY_FROM,
  // Every entry has its client (a foreign key), and the invoice is joined by its key for its number only.
  countFrom: "time_entries e",
  owner: "e.user_id = @owner",
  id: "e.id",
  columns: ENTRY_COLUMNS,
  sorts: { startedAt: { sql: "e.started_at" } },
  defaultSort: "-startedAt",
  filters: {
    clientId: { schema: textFilter("Client", 100), sql: "e.client_id = @clientId" },
    billed: { schema: booleanFilter("Billed"), sql: "(e.billed_invoice_id is not null) = @billed" },
  },
  search: `e.description like @q escape '\\' or c.name like @q escape '\\'`,
  map: entryView,
});

export function listTimeEntries({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return timeEntryList.page(ctx, query);
}

/** GET /api/time-entries/timer: the running timer, if any. */
export function getTimer({ ctx }: { ctx: OwnerContext }): TimerView {
  return { running: readRunningView(ctx) };
}
