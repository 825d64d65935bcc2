// What belongs to the whole instance rather than to one owner: the address clients reach it at.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row (id 1): the public address every process builds client links from (core/instance,
 * docs/decisions/321-one-public-address.md). The server writes it once listening: on its first start from
 * PUBLIC_URL (or http://localhost:PORT), later from a new PUBLIC_URL only over an address that came from
 * the environment (never over Settings, never loopback over public). Settings changes it. The terminal
 * and cron runs read it, and save their PUBLIC_URL only when nothing is saved and they send a client email.
 */
export const instanceSettings = sqliteTable("instance_settings", {
  id: integer("id").primaryKey(),
  /** Scheme, host and port only (no path), e.g. https://books.example.com. */
  publicUrl: text("public_url").notNull(),
  /** Where the address came from: default (http://localhost:PORT), env (PUBLIC_URL) or settings. */
  publicUrlSource: text("public_url_source").notNull(),
  /** The last explicit PUBLIC_URL a start applied (kept for the record; Settings is never undone by one). */
  appliedEnvUrl: text("applied_env_url"),
  /**
   * The owner chose to run locally: client emails may carry a loopback address. Only Settings (or a first
   * start with an explicit loopback PUBLIC_URL) sets it; a public address turns it off.
   */
  runLocally: integer("run_locally", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
