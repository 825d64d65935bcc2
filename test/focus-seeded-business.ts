// A small business for the focus engine's tests, made from a seed (so a failing one can be replayed): 30
// clients, 140 invoices, workflows and their steps, tasks (some delegated), posts in every state (drafts
// after a payment naming a paid invoice among them), quotes and tracked time; and the two ways to read
// its focus that the tests compare.
import { asOwner, type OwnerContext } from "../core/context";
import { openDatabase, type Db } from "../core/db/client";
import { focusState, type FocusState } from "../core/focus/state";
import { quotes } from "../core/db/schema";
import { addDays } from "../core/time";
import { makeTestApp } from "./app";
import { factories } from "./factories";

export const TODAY = "2026-11-21";
export const NOW = Date.parse("2026-11-21T09:00:00Z");
export const DAY = 86_400_000;

/** A small deterministic random source, so a failing seed can be replayed. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

export function business(seed: number) {
  const t = makeTestApp({ now: new Date(NOW).toISOString() });
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const owner = factories.user(t.db, {
    socialMediaPlatforms: ["linkedin"],
    contentFrequency: "daily",
    defaultHourlyRate: "80",
  });
  const clientIds = Array.from(
    { length: 30 },
    (_, i) =>
      factories.client(t.db, owner.id, {
        name: `Client ${i}`,
        email: rnd() < 0.9 ? `c${i}@x.test` : null,
        status: rnd() < 0.85 ? "active" : "inactive",
        lastContactDate: rnd() < 0.2 ? null : new Date(NOW - Math.floor(rnd() * 60) * DAY),
        createdAt: new Date(NOW - 200 * DAY),
      }).id,
  );
  const invoiceIds: string[] = [];
  for (let i = 0; i < 140; i++) {
    const status = pick(["draft", "pending", "pending", "overdue", "paid", "paid"]);
    const dueDate = addDays(TODAY, Math.floor(rnd() * 160) - 130);
    const invoice = factories.invoice(t.db, owner.id, pick(clientIds), {
      invoiceNumber: `INV-${i}`,
      amountCents: pick([4_500, 30_000, 120_050, 240_000, 1_800_000, Math.floor(rnd() * 2_000_000)]),
      status,
      dueDate,
      paidDate: status === "paid" ? addDays(dueDate, Math.floor(rnd() * 30) - 5) : null,
      sentAt: status === "draft" || rnd() < 0.15 ? null : new Date(NOW - 100 * DAY),
      createdAt: new Date(NOW - Math.floor(rnd() * 50) * DAY),
    });
    invoiceIds.push(invoice.id);
  }
  const flows = Array.from({ length: 6 }, (_, i) =>
    factories.workflow(t.db, owner.id, {
      title: `Workflow ${i}`,
      progress: pick([0, 35, 100]),
      status: pick(["active", "active", "paused", "completed"]),
    }),
  );
  for (let i = 0; i < 60; i++) {
    const task = factories.task(t.db, owner.id, {
      title: `Task ${i}`,
      priority: pick(["low", "medium", "high"]),
      category: pick(["Sales", "Admin", null]),
      dueDate: rnd() < 0.4 ? null : addDays(TODAY, Math.floor(rnd() * 30) - 10),
      businessImpact: pick([null, "$1,500 retainer", "Unlocks $2k", "Wins referrals"]),
      completed: rnd() < 0.2,
      // Some are steps of a workflow: moves only while their workflow is active.
      workflowId: rnd() < 0.4 ? pick(flows).id : null,
    });
    // A task handed to a helper is not the owner's move.
    if (!task.completed && rnd() < 0.1) factories.delegation(t.db, owner.id, task.id);
  }
  factories.event(t.db, owner.id, { status: "scheduled", startDate: new Date(NOW + DAY) });
  // Posts that need the owner: the Creator's moves rank beside the others.
  for (let i = 0; i < 6; i++) factories.event(t.db, owner.id, post(pick, rnd, i));
  // Drafts after a payment: one per client is a move, and it says who paid what when.
  for (let i = 0; i < 6; i++) factories.event(t.db, owner.id, paymentDraft(pick, rnd, invoiceIds, i));
  // Quotes in every state, some sent more than a week ago and unanswered: follow-ups.
  for (let i = 0; i < 8; i++) quote(t.db, owner.id, pick, rnd, clientIds, i);
  // Time tracked, some of it unbilled for over a week: unbilled work ranks beside the rest.
  for (let i = 0; i < 20; i++) factories.timeEntry(t.db, owner.id, pick(clientIds), timeEntry(rnd));
  return { t, rnd, pick, ctx: asOwner(t.services, owner.id), file: t.db.$client.name };
}

/** A finished entry of up to 4 hours, worked 0–19 days ago. */
export function timeEntry(rnd: () => number) {
  const minutes = 1 + Math.floor(rnd() * 240);
  const workDate = addDays(TODAY, -Math.floor(rnd() * 20));
  return { workDate, minutes, rateCents: 9000, amountCents: Math.round((minutes * 9000) / 60) };
}

/** A post in one of the states that make a move (or not). */
export function post(pick: <T>(xs: readonly T[]) => T, rnd: () => number, i: number) {
  return {
    title: `Post ${i}`,
    ...pick([
      { status: "failed", startDate: new Date(NOW - DAY) },
      { status: "ready", startDate: new Date(NOW - Math.floor(rnd() * 3) * DAY) },
      { status: "scheduled", approvalStatus: "pending", startDate: new Date(NOW + Math.floor(rnd() * 9) * DAY) },
      { status: "scheduled", approvalStatus: "changes_requested", startDate: new Date(NOW - DAY) },
      { status: "draft", relatedType: "invoice", type: pick(["content_post", "email_draft"]) },
      { status: "published", startDate: new Date(NOW - DAY) },
    ]),
    createdAt: new Date(NOW - i * 1000),
  };
}

/** A thank-you or case-study draft the Creator wrote after one of these invoices was paid, up to 19 days ago. */
export function paymentDraft(
  pick: <T>(xs: readonly T[]) => T,
  rnd: () => number,
  invoiceIds: readonly string[],
  i: number,
) {
  return {
    title: `Thanks ${i}`,
    type: pick(["content_post", "email_draft"]),
    status: "draft",
    relatedType: "invoice",
    relatedId: pick(invoiceIds),
    createdAt: new Date(NOW - Math.floor(rnd() * 20) * DAY - i * 1000),
  };
}

/** A quote of one of these clients: a draft, sent 0–19 days ago (perhaps with a last day), or answered. */
export function quote(
  db: Db,
  userId: string,
  pick: <T>(xs: readonly T[]) => T,
  rnd: () => number,
  clientIds: readonly string[],
  i: number,
) {
  const status = pick(["draft", "sent", "sent", "sent", "accepted", "declined"]);
  return db
    .insert(quotes)
    .values({
      userId,
      clientId: pick(clientIds),
      quoteNumber: `Q-${i}-${Math.floor(rnd() * 1e9)}`,
      lines: [],
      amountCents: pick([80_000, 450_000, Math.floor(rnd() * 3_000_000)]),
      status,
      sentAt: status === "draft" ? null : new Date(NOW - Math.floor(rnd() * 20) * DAY),
      validUntil: rnd() < 0.3 ? addDays(TODAY, Math.floor(rnd() * 30) - 10) : null,
    })
    .returning({ id: quotes.id })
    .get();
}

/** What a state says, in a form two states can be compared by. */
export function view(state: FocusState) {
  return {
    visible: state.ranking.visible.items.map((m) => ({ value: m.value, ...m.task() })),
    all: state.ranking.all.items.map((m) => `${m.id}@${m.value}`),
    summary: state.summary,
    alerts: state.alerts,
    alertsTotal: state.alertsTotal,
    idleClients: state.idleClients,
    activeWorkflows: state.activeWorkflows,
    openSteps: state.openSteps,
  };
}

/** The state a process that has never read this owner computes: a full rebuild. */
export function rebuilt(ctx: OwnerContext, file: string) {
  const db = openDatabase(file, { migrate: false });
  try {
    return view(focusState({ ...ctx, db }));
  } finally {
    db.$client.close();
  }
}
