import type { OwnerContext } from "../../context";
import { prepared } from "../../db";
import { notFound } from "../../errors";
import { POST_COLUMNS, POST_FROM, toPostView, type PostRow } from "./rows";
import type { PostView } from "./schemas";

/** The owner's post (any event type the Creator keeps), as stored; another owner's id is a 404. */
export function getPostRowOfOwner(ctx: OwnerContext, id: string): PostRow {
  const row = prepared(ctx.db, "posts:one", (d) =>
    d.$client.prepare<[string, string], PostRow>(
      `select ${POST_COLUMNS} from ${POST_FROM} where e.id = ? and e.user_id = ? and e.type in ('content_post', 'email_draft')`,
    ),
  ).get(id, ctx.userId);
  if (!row) throw notFound("Post");
  return row;
}

export function getPostView(ctx: OwnerContext, id: string): PostView {
  return toPostView(getPostRowOfOwner(ctx, id), ctx.clock.now().getTime());
}

const zoneStatements = new WeakMap<object, import("better-sqlite3").Statement>();

/** The owner's time zone (Settings → Profile); scheduled times are read and written in it. */
export function ownerTimeZone(ctx: OwnerContext): string {
  let stmt = zoneStatements.get(ctx.db.$client);
  if (!stmt)
    zoneStatements.set(
      ctx.db.$client,
      (stmt = ctx.db.$client.prepare("select time_zone from users where id = ?").pluck()),
    );
  return (stmt.get(ctx.userId) as string | undefined) ?? "UTC";
}
