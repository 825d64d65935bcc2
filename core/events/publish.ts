import { afterCommitCollect, prepared } from "../db";
import { handleEvents, type EventServices } from "./handle";
import type { DomainEvent } from "./types";

/**
 * The worker leaves a new event this long to the process that published it, which handles it as soon
 * as its transaction commits; a row still there after it (that process died) is the worker's.
 */
export const EVENT_GRACE_MS = 30_000;

/**
 * Records that something happened, in the caller's transaction (or on its own outside one), and hands
 * it to its subscribers once that transaction has committed. Rolled back, it never happened.
 */
export function publish<S extends EventServices<S>>(services: S, event: DomainEvent): string {
  const id = crypto.randomUUID();
  const now = services.clock.now().getTime();
  prepared(services.db, "events.publish", (db) =>
    db.$client.prepare(
      `insert into domain_events (id, user_id, type, subject_id, status, attempts, next_attempt_at, created_at)
       values (?, ?, ?, ?, 'queued', 0, ?, ?)`,
    ),
  ).run(id, event.userId, event.type, event.subjectId, now + EVENT_GRACE_MS, now);
  afterCommitCollect(services.db, "events", id, (ids) => handleEvents(services, ids));
  return id;
}
