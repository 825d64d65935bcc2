// What the terminal's morning briefing reads, straight from the local database file: the figures the
// API's routes serve (the dashboard's alerts and totals, the top moves with the offline insight, the
// posts of the day), through the same core functions, without the HTTP app, the ORM or zod, so
// `microteam focus` stays fast right after a write. Read-only, on a connection the caller opened (and
// closes); null when the file's schema is older than this code (the app then migrates it on the
// usual path). local-briefing.test.ts compares it with the routes' answers.
import type Database from "better-sqlite3";
import { systemClock, type Clock } from "../clock";
import { asOwner, type Services } from "../context";
import type { Db } from "../db";
import { expectedMigrations } from "../db/migrations-folder";
import { invoiceSummary } from "../invoices/summary";
import { getDashboard } from "./dashboard";
import { offlineInsight } from "./insight-offline";
import { postsToday } from "./posts-today";
import { focusState } from "./state";

export function readBriefingInputs(sqlite: Database.Database, userId: string, clock: Clock = systemClock) {
  const applied = sqlite.prepare("select count(*) from __drizzle_migrations").pluck().get() as number;
  if (applied !== expectedMigrations()) return null;
  const user = sqlite
    .prepare("select first_name as firstName, time_zone as timeZone from users where id = ?")
    .get(userId) as { firstName: string | null; timeZone: string } | undefined;
  if (!user) return null;
  // The focus engine reads through prepared statements on the connection only (db.$client).
  const services = {
    db: { $client: sqlite } as unknown as Db,
    clock,
    ai: undefined as never,
    transcriber: undefined as never,
    storage: undefined as never,
    canva: null,
    secrets: undefined as never,
    mail: undefined as never,
    payments: undefined as never,
    deliveryBell: undefined as never,
    events: undefined as never,
    log: undefined as never,
    settings: undefined as never,
  } satisfies Services;
  const ctx = asOwner(services, userId);
  const state = focusState(ctx);
  return {
    user,
    dashboard: getDashboard({ ctx }),
    prioritized: {
      insight: offlineInsight(state, invoiceSummary({ ctx })),
      insightSource: "offline" as const,
      summary: state.summary,
      prioritizedTasks: state.top.slice(0, 3),
    },
    notifications: { items: postsToday(ctx, user.timeZone).map((p) => ({ ...p, type: "post_scheduled" as const })) },
  };
}
