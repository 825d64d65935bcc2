// The owner's leads: a page at a time (the paging contract), newest first, each with the post and
// platform that brought them and the client they became.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { notFound } from "../errors";
import { enumFilter, pagedList, textFilter } from "../paging";
import type { LeadSource, LeadView } from "./schemas";

export const LEAD_COLUMNS = `d.id, d.name, d.email, d.message, d.status, d.platform, d.won, d.created_at as createdAt,
    l.event_id as postId, e.title as postTitle, c.id as clientId, c.name as clientName`;
export const LEAD_FROM = `leads d left join tracked_links l on l.id = d.link_id left join events e on e.id = l.event_id
    left join clients c on c.id = d.client_id`;

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  message: string | null;
  status: "new" | "client";
  platform: LeadSource;
  won: number;
  createdAt: number;
  postId: string | null;
  postTitle: string | null;
  clientId: string | null;
  clientName: string | null;
}

export const toLeadView = (r: LeadRow): LeadView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  status: r.status,
  platform: r.platform,
  post: r.postId ? { id: r.postId, title: r.postTitle ?? "" } : null,
  client: r.clientId ? { id: r.clientId, name: r.clientName ?? "" } : null,
  won: r.won === 1,
  createdAt: new Date(r.createdAt).toISOString(),
});

export const leadList = pagedList({
  name: "leads",
  from: LEAD_FROM,
  owner: "d.user_id = @owner",
  id: "d.id",
  columns: LEAD_COLUMNS,
  sorts: { createdAt: { sql: "d.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    status: { schema: enumFilter("Status", ["new", "client"]), sql: "d.status = @status" },
    /** One client's leads: where they came from (the client page's "Came from"). */
    clientId: { schema: textFilter("clientId", 100), sql: "d.client_id = @clientId" },
  },
  search: "d.name like @q escape '\\' or d.email like @q escape '\\'",
  map: toLeadView,
});

/** GET /api/leads */
export function listLeads({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return leadList.page(ctx, query);
}

/** The owner's lead; another owner's id is a 404. */
export function getLeadOfOwner(ctx: OwnerContext, id: string): LeadRow {
  const row = prepared(ctx.db, "links:lead", (d) =>
    d.$client.prepare<[string, string], LeadRow>(
      `select ${LEAD_COLUMNS} from ${LEAD_FROM} where d.id = ? and d.user_id = ?`,
    ),
  ).get(id, ctx.userId);
  if (!row) throw notFound("Lead");
  return row;
}
