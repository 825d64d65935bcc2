import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/db";
import { factories as f } from "../../test/factories";
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
  taskSuggestions,
  tasks,
  users,
  workflows,
} from "./schema";

/** The deletion rules of spec 000 §3.3, enforced by the database itself (foreign keys with cascades). */
describe("deletion rules", () => {
  it("deleting a user deletes every record they own, and nothing of another user", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const other = f.user(db);
    for (const u of [owner, other]) {
      const client = f.client(db, u.id);
      const invoice = f.invoice(db, u.id, client.id);
      f.reminder(db, invoice.id);
      const wf = f.workflow(db, u.id);
      f.task(db, u.id, { workflowId: wf.id });
      f.suggestion(db, u.id, { workflowId: wf.id });
      const source = f.contentSource(db, u.id);
      f.queueEntry(db, f.contentAsset(db, source.id).id);
      f.event(db, u.id);
      f.subscription(db, u.id);
      f.session(db, u.id);
      f.apiToken(db, u.id);
      f.supportRequest(db, u.id);
      f.email(db, u.id);
    }
    db.delete(users).where(eq(users.id, owner.id)).run();
    const tables = {
      clients,
      invoices,
      invoiceReminders,
      workflows,
      tasks,
      taskSuggestions,
      contentSources,
      contentAssets,
      publishQueue,
      events,
      subscriptions,
      sessions,
      apiTokens,
      supportRequests,
      emailOutbox,
    };
    for (const [name, table] of Object.entries(tables)) {
      expect(db.select().from(table).all(), name).toHaveLength(1);
    }
  });

  it("deleting a client deletes its invoices (and their reminder records), not other clients' invoices", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const acme = f.client(db, owner.id, { name: "Acme" });
    const globex = f.client(db, owner.id, { name: "Globex" });
    const acmeInvoice = f.invoice(db, owner.id, acme.id);
    f.invoice(db, owner.id, acme.id);
    const globexInvoice = f.invoice(db, owner.id, globex.id);
    f.reminder(db, acmeInvoice.id);
    db.delete(clients).where(eq(clients.id, acme.id)).run();
    expect(
      db
        .select()
        .from(invoices)
        .all()
        .map((i) => i.id),
    ).toEqual([globexInvoice.id]);
    expect(db.select().from(invoiceReminders).all()).toHaveLength(0);
  });

  it("deleting a content source deletes its assets, and deleting an asset deletes its queue entries", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const source = f.contentSource(db, owner.id);
    const keep = f.contentSource(db, owner.id);
    const asset = f.contentAsset(db, source.id);
    f.queueEntry(db, asset.id);
    const keptAsset = f.contentAsset(db, keep.id);
    f.queueEntry(db, keptAsset.id);
    const lone = f.contentAsset(db, keep.id);
    f.queueEntry(db, lone.id);

    db.delete(contentAssets).where(eq(contentAssets.id, lone.id)).run();
    expect(db.select().from(publishQueue).all()).toHaveLength(2);

    db.delete(contentSources).where(eq(contentSources.id, source.id)).run();
    expect(
      db
        .select()
        .from(contentAssets)
        .all()
        .map((a) => a.id),
    ).toEqual([keptAsset.id]);
    expect(db.select().from(publishQueue).all()).toHaveLength(1);
  });

  it("deleting a workflow keeps its tasks and suggestions, unlinked", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const wf = f.workflow(db, owner.id);
    const task = f.task(db, owner.id, { workflowId: wf.id });
    f.suggestion(db, owner.id, { workflowId: wf.id });
    db.delete(workflows).where(eq(workflows.id, wf.id)).run();
    expect(db.select().from(tasks).where(eq(tasks.id, task.id)).get()?.workflowId).toBeNull();
    expect(db.select().from(taskSuggestions).get()?.workflowId).toBeNull();
  });

  it("applies the spec's defaults", () => {
    const { db } = freshDatabase();
    const owner = f.user(db, { onboardingCompleted: undefined });
    expect(owner).toMatchObject({
      onboardingCompleted: false,
      defaultCurrency: "USD",
      paymentTerms: "30",
      contentFrequency: "daily",
      automationLevel: "moderate",
      subscriptionTier: "starter",
      subscriptionStatus: "trial",
      timeZone: "UTC",
    });
    const client = f.client(db, owner.id);
    expect(client.status).toBe("active");
    const invoice = f.invoice(db, owner.id, client.id);
    expect(invoice).toMatchObject({ status: "pending", currency: "USD" });
    expect(invoice.publicToken).toMatch(/^[0-9a-f]{64}$/);
    expect(f.task(db, owner.id)).toMatchObject({
      priority: "medium",
      estimatedTime: 15,
      completed: false,
      aiGenerated: false,
    });
    expect(f.workflow(db, owner.id)).toMatchObject({ status: "active", progress: 0 });
    expect(f.suggestion(db, owner.id)).toMatchObject({ priority: "medium", estimatedTime: 15, status: "pending" });
    const source = f.contentSource(db, owner.id);
    expect(source).toMatchObject({ type: "audio", status: "processing" });
    expect(f.contentAsset(db, source.id).platform).toBe("linkedin");
    expect(f.event(db, owner.id)).toMatchObject({ priority: "medium", resolved: false, status: "pending" });
    expect(f.subscription(db, owner.id)).toMatchObject({ status: "active", currency: "USD" });
  });

  it("keeps one reminder per invoice and stage", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const invoice = f.invoice(db, owner.id, f.client(db, owner.id).id);
    f.reminder(db, invoice.id, 3);
    expect(() => f.reminder(db, invoice.id, 3)).toThrow(/UNIQUE/);
  });
});
