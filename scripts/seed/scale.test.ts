// QA pass on issue 10 (docs/decisions/appendix/290-qa10-adversarial-pass.md F2): the scale seed the demo and the
// benchmarks use writes a history that could have happened.
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/db";
import { factories } from "../../test/factories";
import { seedScale } from "./scale";

describe("the scale seed", () => {
  it("dates nothing in the future and stores overdue only past the due date", () => {
    const { db } = freshDatabase();
    const owner = factories.user(db);
    const now = new Date("2026-11-23T09:00:00.000Z");
    seedScale(db, owner.id, { clients: 50, invoices: 1_000, tasks: 500, posts: 200 }, now, "2026-11-23");
    const one = (sql: string) => db.$client.prepare(sql).pluck().get({ now: now.getTime() }) as number;

    expect(one("select count(*) from invoices where created_at > @now")).toBe(0);
    expect(one("select count(*) from invoices where sent_at > @now")).toBe(0);
    expect(one("select count(*) from invoices where paid_date > '2026-11-23'")).toBe(0);
    expect(one("select count(*) from invoices where status = 'overdue' and due_date >= '2026-11-23'")).toBe(0);
    expect(one("select count(*) from invoices where sent_at < created_at")).toBe(0);
    expect(one("select count(*) from tasks where created_at > @now or completed_at > @now")).toBe(0);
    expect(one("select count(*) from events where created_at > @now")).toBe(0);
    expect(one("select count(*) from clients where created_at > @now or last_contact_date > @now")).toBe(0);
    // Still a demanding ledger: thousands of open invoices at full scale, some overdue, some ahead.
    expect(one("select count(*) from invoices where status in ('pending', 'overdue')")).toBeGreaterThan(500);
    expect(one("select count(*) from invoices where status = 'pending' and due_date < '2026-11-23'")).toBeGreaterThan(
      50,
    );
    expect(one("select count(*) from invoices where status = 'pending' and due_date > '2026-11-23'")).toBeGreaterThan(
      50,
    );
  });
});
