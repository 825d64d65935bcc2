// What belongs to the whole instance rather than to one owner: the address clients reach it at.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row (id 1): the public address every process builds client links from (core/instance,
 * docs/decisions/321-one-public-address.md). The server writes it on its first start from PUBLIC_URL
 * (or http://localhost:PORT), and again when it starts with an explicit PUBLIC_URL it has not applied
 * before; Settings changes it. The terminal, cron runs and a second server read it.
 */
export const instanceSettings = sqliteTable("instance_settings", {
  id: integer("id").primaryKey(),
  /** Scheme, host and port only (no path), e.g. https://books.example.com. */
  publicUrl: text("public_url").notNull(),
  /** Where the address came from: default (http://localhost:PORT), env (PUBLIC_URL) or settings. */
  publicUrlSource: text("public_url_source").notNull(),
  /** The last explicit PUBLIC_URL a server start applied: the same one again does not undo Settings. */
  appliedEnvUrl: text("applied_env_url"),
  /** The owner chose to run locally: client emails may carry a loopback address. */
  runLocally: integer("run_locally", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
