import { type Db, prepared } from "../db";
import type { Logger } from "../log";
import type { DomainEvent, DomainEventType, EventBus } from "./types";

/** The part of the services events need (a structural type: this module sits below the context). */
export interface EventServices<S> {
  db: Db;
  clock: { now(): Date };
  log: Logger;
  events: EventBus<S>;
}

interface EventRow {
  userId: string;
  type: DomainEventType;
  subjectId: string;
}

/** Takes the event if no one has handled it yet: the mark and the subscribers' writes commit together. */
function take(db: Db, id: string, now: number): EventRow | undefined {
  return prepared(db, "events.take", (d) =>
    d.$client.prepare<[number, string], EventRow>(
      `update domain_events set handled_at = ? where id = ? and handled_at is null
       returning user_id as userId, type, subject_id as subjectId`,
    ),
  ).get(now, id);
}

/** Runs every subscriber of one event (inside the caller's transaction). */
export function runSubscribers<S>(services: S & EventServices<S>, event: DomainEvent): void {
  for (const subscriber of services.events.subscribers) {
    if (subscriber.on.includes(event.type)) subscriber.handle(services, event);
  }
}

/**
 * Right after the commit that published them: each event in a savepoint of its own with its mark, then
 * its row goes. A subscriber that throws leaves its event (unmarked) to the delivery worker, which
 * tries again with backoff; the change itself stands, committed.
 */
export function handleEvents<S>(services: S & EventServices<S>, ids: readonly string[]): void {
  const client = services.db.$client;
  services.db.transaction(() => {
    for (const id of ids) {
      try {
        client.transaction(() => {
          const row = take(services.db, id, services.clock.now().getTime());
          if (!row) return;
          runSubscribers(services, { type: row.type, userId: row.userId, subjectId: row.subjectId });
          prepared(services.db, "events.forget", (d) =>
            d.$client.prepare(`delete from domain_events where id = ?`),
          ).run(id);
        })();
      } catch (error) {
        services.log.warn(
          { event: id, error: String((error as Error)?.message ?? error) },
          "event left for the worker",
        );
      }
    }
  });
}

/**
 * The delivery worker's side, for an event whose process died before handling it: under the worker's
 * claim, the subscribers run unless someone already did. Throws what a subscriber throws (the worker
 * tries again later).
 */
export function handleClaimedEvent<S>(services: S & EventServices<S>, id: string): void {
  services.db.transaction(() => {
    const row = take(services.db, id, services.clock.now().getTime());
    if (row) runSubscribers(services, { type: row.type, userId: row.userId, subjectId: row.subjectId });
  });
}

/** Events handled by the worker stay as 'handled' rows; an hourly purge removes them. */
export function purgeHandledEvents(db: Db): number {
  return prepared(db, "events.purge", (d) =>
    d.$client.prepare(`delete from domain_events where status = 'handled'`),
  ).run().changes;
}
