// A post's state follows its platforms' deliveries: publishing while any is on its way, failed if any
// failed for good, ready to post while any waits for the owner's hands, published once all are out.
import type { Services } from "../../context";
import { publish } from "../../events";
import { prepared } from "../../db";

export function settledStatus(statuses: string[]): string {
  if (statuses.some((s) => s === "queued" || s === "sending")) return "publishing";
  if (statuses.some((s) => s === "failed")) return "failed";
  if (statuses.some((s) => s === "manual")) return "ready";
  return "published";
}

/** Recomputes the post's status from its deliveries (inside the transaction that changed one). */
export function settlePost(services: Services, eventId: string): string | null {
  const statuses = prepared(services.db, "publishing:statuses", (d) =>
    d.$client.prepare<[string], string>("select status from post_deliveries where event_id = ?").pluck(),
  ).all(eventId);
  if (statuses.length === 0) return null;
  const status = settledStatus(statuses);
  const settled = prepared(services.db, "publishing:settle", (d) =>
    d.$client.prepare(
      `update events set status = @status, updated_at = @now
       where id = @id and status in ('publishing', 'ready', 'failed', 'published') and status <> @status`,
    ),
  ).run({ id: eventId, status, now: services.clock.now().getTime() });
  // post.published / post.failed happen once, when the status actually changes.
  if (settled.changes === 1 && (status === "published" || status === "failed")) {
    const owner = prepared(services.db, "publishing:owner", (d) =>
      d.$client.prepare<[string], string>("select user_id from events where id = ?").pluck(),
    ).get(eventId)!;
    publish(services, {
      type: status === "published" ? "post.published" : "post.failed",
      userId: owner,
      subjectId: eventId,
    });
  }
  return status;
}
