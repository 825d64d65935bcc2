// Loads test/chat-heldout/fixture.json into a fresh test database, exactly as the set describes the
// business (numbers, statuses, sent and paid dates, reminders already delivered), and answers a chat
// session acting as its owner. Used by the held-out scorer (scripts/eval-chat.ts) and by tests.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { clients, events, invoiceReminders, invoices, tasks, users, workflows } from "../../core/db/schema";
import { createApp } from "../../server/app";
import { inProcessClient } from "../../cli/api/local";
import type { CliContext } from "../../cli/context";
import { makeTestApp } from "../app";
import { at, loadSections, type FixtureSections } from "./load-sections";

type FixtureClient = {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  businessNiche: string;
  status: string;
  lastContactDate: string | null;
};
type FixtureInvoice = {
  invoiceNumber: string;
  clientName: string;
  amount: string;
  status: string;
  issuedDate: string | null;
  sentAt: string | null;
  dueDate: string;
  paidDate: string | null;
  description: string;
  createdAt?: string;
  remindersDelivered?: string[];
};
type FixtureTask = {
  title: string;
  category: string;
  priority: string;
  dueDate: string | null;
  completed: boolean;
  completedAt: string | null;
  businessImpact?: string;
  /** A workflow's step. */
  workflowTitle?: string;
};
type FixtureWorkflow = { title: string; category: string; status: string; progress: number };

export interface HeldOutFixture extends FixtureSections {
  today: string;
  now: string;
  owner: {
    firstName: string;
    lastName: string;
    email: string;
    businessName: string;
    businessNiche: string;
    currency: string;
    timeZone: string;
    paymentTerms: number;
    defaultHourlyRate: string;
  };
  clients: FixtureClient[];
  invoices: FixtureInvoice[];
  tasks: FixtureTask[];
  workflows: FixtureWorkflow[];
  posts: { title: string; platform: string; scheduledFor: string | null; status: string }[];
}

/** A set's fixture: the held-out set's by default, or the fixture.json in `dir`. */
export function readFixture(dir = path.dirname(fileURLToPath(import.meta.url))): HeldOutFixture {
  return JSON.parse(fs.readFileSync(path.join(dir, "fixture.json"), "utf8")) as HeldOutFixture;
}

/** A date at noon UTC, so it is the same day in the owner's time zone. */

/** The fixture's business in a fresh database; the chat context acts as its owner at the fixture's "now". */
export async function loadHeldOut(fixture = readFixture()) {
  const now = new Date(fixture.now);
  const t = makeTestApp({ now: now.toISOString() });
  const owner = await t.signUp(fixture.owner.email);
  const userId = owner.user.id as string;
  const o = fixture.owner;
  t.db
    .update(users)
    .set({
      firstName: o.firstName,
      lastName: o.lastName,
      businessName: o.businessName,
      businessNiche: o.businessNiche,
      defaultCurrency: o.currency,
      timeZone: o.timeZone,
      paymentTerms: String(o.paymentTerms),
      defaultHourlyRate: o.defaultHourlyRate,
      onboardingCompleted: true,
    })
    .where(eq(users.id, userId))
    .run();

  const clientIds = new Map<string, string>();
  for (const c of fixture.clients) {
    const row = t.db
      .insert(clients)
      .values({
        userId,
        name: c.name,
        email: c.email,
        phone: c.phone,
        company: c.company,
        businessNiche: c.businessNiche,
        status: c.status,
        lastContactDate: c.lastContactDate ? at(c.lastContactDate) : null,
        createdAt: at("2026-01-05"),
      })
      .returning()
      .get();
    clientIds.set(c.name, row.id);
  }

  const invoiceIds = new Map<string, string>();
  for (const i of fixture.invoices) {
    const row = t.db
      .insert(invoices)
      .values({
        userId,
        clientId: clientIds.get(i.clientName)!,
        invoiceNumber: i.invoiceNumber,
        amountCents: Math.round(Number(i.amount) * 100),
        currency: o.currency,
        status: i.status,
        dueDate: i.dueDate,
        paidDate: i.paidDate,
        sentAt: i.sentAt ? at(i.sentAt) : null,
        description: i.description,
        createdAt: at(i.createdAt ?? i.issuedDate ?? fixture.today),
      })
      .returning()
      .get();
    invoiceIds.set(i.invoiceNumber, row.id);
    // The reminder stages (1, 3, 7 days late) already delivered, so none is sent twice.
    (i.remindersDelivered ?? []).forEach((day, index) => {
      t.db
        .insert(invoiceReminders)
        .values({ invoiceId: row.id, stage: [1, 3, 7][index], createdAt: at(day) })
        .run();
    });
  }

  // Workflows first: a step is a task that names its workflow (progress follows the steps, drizzle/0006).
  const workflowIds = new Map<string, string>();
  for (const w of fixture.workflows) {
    const row = t.db
      .insert(workflows)
      .values({ userId, title: w.title, category: w.category, status: w.status, progress: w.progress })
      .returning()
      .get();
    workflowIds.set(w.title, row.id);
  }

  const doneTasks: string[] = [];
  for (const task of fixture.tasks) {
    const row = t.db
      .insert(tasks)
      .values({
        userId,
        title: task.title,
        category: task.category,
        priority: task.priority,
        dueDate: task.dueDate,
        completed: task.completed,
        completedAt: task.completedAt ? at(task.completedAt) : null,
        businessImpact: task.businessImpact ?? null,
        workflowId: task.workflowTitle ? workflowIds.get(task.workflowTitle) : null,
        createdAt: at("2026-11-01"),
      })
      .returning()
      .get();
    if (task.completed) doneTasks.push(row.id);
  }

  loadSections(
    t,
    {
      userId,
      currency: o.currency,
      hourlyRate: o.defaultHourlyRate,
      paymentTerms: o.paymentTerms,
      clients: clientIds,
      invoices: invoiceIds,
      doneTasks,
    },
    fixture,
  );


  const app = createApp({ services: t.services, config: t.config, actAs: userId });
  const api = inProcessClient(app, t.services, "held-out.db");
  // The posts as the calendar stores them (rows of core/creator/posts/schedule.ts's shape; the API would ask
  // Instagram for an image and refuse a time in the past). Times are the owner's, at "now"'s offset.
  const offset = fixture.now.slice(-6);
  for (const p of fixture.posts) {
    t.db
      .insert(events)
      .values({
        userId,
        type: "content_post",
        title: p.title,
        description: p.title,
        // A draft has no date yet.
        startDate: p.scheduledFor ? new Date(`${p.scheduledFor}:00${offset}`) : null,
        status: p.status,
        metadata: { platforms: [p.platform] },
      })
      .run();
  }
  const ctx: CliContext = {
    api: async () => api,
    output: { json: false, color: false, stdout: () => {}, stderr: () => {} },
    yes: false,
    interactive: true,
    now: () => t.clock.now(),
    confirm: async () => false,
    close: async () => {},
  };
  return { t, userId, ctx, clientIds, cookie: owner.cookie };
}
