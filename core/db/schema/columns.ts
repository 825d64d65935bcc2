// The columns every table shares: a random id and its instants.
import { integer, text } from "drizzle-orm/sqlite-core";

export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

/**
 * The columns the durable delivery queue reads and writes (core/delivery/queue.ts): every table of
 * something that leaves the product, and the domain events, has them.
 */
export const deliveryColumns = () => ({
  status: text("status").notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at").notNull().default(0),
  leaseUntil: integer("lease_until"),
  claimedBy: text("claimed_by"),
  error: text("error"),
});
