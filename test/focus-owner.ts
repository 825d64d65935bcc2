// The owner the focus routes' tests share (server/routes/focus-*.test.ts).
import { clients, events, tasks, workflows } from "../core/db/schema";
import { makeTestApp } from "./app";
import { createInvoice, ownerWithClient } from "./owner";

export const DAY = 86_400_000;

/**
 * An owner on 2026-11-21 with an overdue invoice (emailed to the client: only sent invoices are
 * chased), a paid one, an idle client, a workflow and a post.
 */
export async function business(options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z", ...options });
  const owner = await ownerWithClient(t);
  await t.call("POST", "/api/onboarding/complete", {
    cookie: owner.cookie,
    body: {
      businessName: "Olive & Co",
      businessNiche: "Consulting & Professional Services",
      defaultHourlyRate: "90",
      defaultCurrency: "USD",
      paymentTerms: "30",
      primaryGoals: ["Streamline invoicing process"],
      contentFrequency: "weekly",
      automationLevel: "moderate",
      timeZone: "UTC",
    },
  });
  const overdue = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "2400",
    dueDate: "2026-11-12",
  });
  const sent = await t.call("POST", "/api/invoices/send-single", {
    cookie: owner.cookie,
    body: { invoiceId: overdue.id },
  });
  if (sent.status !== 202) throw new Error(`invoice send failed: ${sent.status} ${sent.text}`);
  await t.deliver();
  const paid = await createInvoice(t, owner.cookie, {
    clientId: owner.client.id,
    amount: "500",
    dueDate: "2026-11-30",
  });
  await t.call("PUT", `/api/invoices/${paid.id}`, { cookie: owner.cookie, body: { status: "paid" } });
  const idle = t.db
    .insert(clients)
    .values({
      userId: owner.user.id,
      name: "Jane Doe",
      email: "jane@doe.test",
      lastContactDate: new Date("2026-10-18T09:00:00Z"),
      createdAt: new Date("2026-06-01T09:00:00Z"),
    })
    .returning()
    .get();
  // A workflow with two steps, one done: progress 50, one open step (a workflow automation task).
  const flow = t.db
    .insert(workflows)
    .values({ userId: owner.user.id, title: "Automate client onboarding" })
    .returning()
    .get();
  t.db
    .insert(tasks)
    .values([
      { userId: owner.user.id, title: "Write the welcome email", workflowId: flow.id, completed: true },
      { userId: owner.user.id, title: "Build the intake form", workflowId: flow.id, category: "Clients" },
    ])
    .run();
  t.db
    .insert(events)
    .values({
      userId: owner.user.id,
      type: "content_post",
      title: "LinkedIn: 3 lessons",
      status: "scheduled",
      startDate: new Date("2026-11-22T09:00:00Z"),
    })
    .run();
  return { t, owner, overdue, paid, idle };
}
