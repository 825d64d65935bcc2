import type { Db } from "../core/db/client";
import {
  apiTokens,
  clients,
  contentAssets,
  contentSources,
  emailOutbox,
  events,
  invoiceReminders,
  invoices,
  publishQueue,
  sessions,
  subscriptions,
  supportRequests,
  taskDelegations,
  taskSuggestions,
  tasks,
  timeEntries,
  users,
  workflows,
} from "../core/db/schema";

const unique = () => crypto.randomUUID().slice(0, 8);

/** Factories (STYLE.md 16): each returns a new row; a test asserts only on what it made. */
export const factories = {
  user: (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
    db
      .insert(users)
      .values({ email: `owner-${unique()}@example.com`, firstName: "Olive", onboardingCompleted: true, ...o })
      .returning()
      .get(),
  client: (db: Db, userId: string, o: Partial<typeof clients.$inferInsert> = {}) =>
    db
      .insert(clients)
      .values({ userId, name: `Client ${unique()}`, email: `c-${unique()}@example.com`, ...o })
      .returning()
      .get(),
  invoice: (db: Db, userId: string, clientId: string, o: Partial<typeof invoices.$inferInsert> = {}) =>
    db
      .insert(invoices)
      .values({ userId, clientId, invoiceNumber: `INV-${unique()}`, amountCents: 120_000, dueDate: "2026-12-01", ...o })
      .returning()
      .get(),
  workflow: (db: Db, userId: string, o: Partial<typeof workflows.$inferInsert> = {}) =>
    db
      .insert(workflows)
      .values({ userId, title: `Workflow ${unique()}`, ...o })
      .returning()
      .get(),
  task: (db: Db, userId: string, o: Partial<typeof tasks.$inferInsert> = {}) =>
    db
      .insert(tasks)
      .values({ userId, title: `Task ${unique()}`, ...o })
      .returning()
      .get(),
  contentSource: (db: Db, userId: string, o: Partial<typeof contentSources.$inferInsert> = {}) =>
    db
      .insert(contentSources)
      .values({ userId, title: `Source ${unique()}`, ...o })
      .returning()
      .get(),
  contentAsset: (db: Db, contentSourceId: string, o: Partial<typeof contentAssets.$inferInsert> = {}) =>
    db
      .insert(contentAssets)
      .values({ contentSourceId, type: "caption", content: "Hello", ...o })
      .returning()
      .get(),
  queueEntry: (db: Db, contentAssetId: string, o: Partial<typeof publishQueue.$inferInsert> = {}) =>
    db
      .insert(publishQueue)
      .values({ contentAssetId, scheduledDate: new Date("2026-12-01T09:00:00Z"), ...o })
      .returning()
      .get(),
  /** A finished hour of work on 2026-11-10 at $90, unbilled. */
  timeEntry: (db: Db, userId: string, clientId: string, o: Partial<typeof timeEntries.$inferInsert> = {}) =>
    db
      .insert(timeEntries)
      .values({
        userId,
        clientId,
        startedAt: new Date("2026-11-10T09:00:00Z"),
        endedAt: new Date("2026-11-10T10:00:00Z"),
        workDate: "2026-11-10",
        minutes: 60,
        rateCents: 9000,
        amountCents: 9000,
        currency: "USD",
        ...o,
      })
      .returning()
      .get(),
  event: (db: Db, userId: string, o: Partial<typeof events.$inferInsert> = {}) =>
    db
      .insert(events)
      .values({ userId, type: "content_post", title: `Post ${unique()}`, ...o })
      .returning()
      .get(),
  suggestion: (db: Db, userId: string, o: Partial<typeof taskSuggestions.$inferInsert> = {}) =>
    db
      .insert(taskSuggestions)
      .values({ userId, title: `Suggestion ${unique()}`, ...o })
      .returning()
      .get(),
  delegation: (db: Db, userId: string, taskId: string, o: Partial<typeof taskDelegations.$inferInsert> = {}) =>
    db
      .insert(taskDelegations)
      .values({
        userId,
        taskId,
        helperName: "Sam Helper",
        helperEmail: `helper-${unique()}@example.com`,
        token: crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", ""),
        ...o,
      })
      .returning()
      .get(),
  subscription: (db: Db, userId: string) =>
    db.insert(subscriptions).values({ userId, plan: "starter", amountCents: 2900 }).returning().get(),
  session: (db: Db, userId: string) =>
    db
      .insert(sessions)
      .values({ sid: unique(), sess: { userId, createdAt: 0 }, expire: new Date("2030-01-01"), userId })
      .returning()
      .get(),
  apiToken: (db: Db, userId: string) =>
    db.insert(apiTokens).values({ userId, name: "cli", tokenHash: unique(), hint: "abcd" }).returning().get(),
  supportRequest: (db: Db, userId: string) =>
    db
      .insert(supportRequests)
      .values({ userId, name: "Olive", email: "o@example.com", question: "A question of some length" })
      .returning()
      .get(),
  email: (db: Db, userId: string) =>
    db
      .insert(emailOutbox)
      .values({
        userId,
        kind: "test",
        toAddress: "a@example.com",
        fromAddress: "b@example.com",
        subject: "s",
        body: "b",
      })
      .returning()
      .get(),
  reminder: (db: Db, invoiceId: string, stage = 1) =>
    db.insert(invoiceReminders).values({ invoiceId, stage }).returning().get(),
};
