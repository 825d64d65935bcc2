import type Database from "better-sqlite3";
import type { Services } from "../context";

const prepared = new WeakMap<Database.Database, Database.Statement>();

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  description: string;
  href: string;
  relatedType?: string | null;
  relatedId?: string | null;
  /** At most one notification per key and owner (a retried job, a client pressing twice). */
  dedupeKey?: string | null;
}

/**
 * Stores a notification for the owner's bell. Synchronous: inside a transaction it commits with the
 * change it reports. Returns false when one with the same key already exists.
 */
export function notifyOwner(services: Services, n: NewNotification): boolean {
  const client = services.db.$client;
  let insert = prepared.get(client);
  if (!insert) {
    insert = client.prepare(
      `insert into notifications (id, user_id, type, title, description, href, related_type, related_id, dedupe_key, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
    );
    prepared.set(client, insert);
  }
  return (
    insert.run(
      crypto.randomUUID(),
      n.userId,
      n.type,
      n.title,
      n.description,
      n.href,
      n.relatedType ?? null,
      n.relatedId ?? null,
      n.dedupeKey ?? null,
      services.clock.now().getTime(),
    ).changes === 1
  );
}
