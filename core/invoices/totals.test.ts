// invoice_totals and invoice_paid_totals (drizzle/0007) are kept by triggers: after any mix of
// inserts, updates, deletes, client and owner deletions (cascades) they must equal a direct count of
// the invoices, and the migration's backfill must rebuild them from the invoices alone.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { homeCentsSql } from "../currency/home";
import { MIGRATIONS_FOLDER } from "../db/client";

type Db = ReturnType<typeof makeTestApp>["db"];

// The home-currency sums use the one rule of core/currency/home.ts over the same rows.
const VALUE = "case when status = 'paid' then amount_cents else amount_cents - paid_cents end";
const DIRECT = `
  select user_id, currency, status, due_date, sent_at is not null as sent, count(*) as n,
    sum(${VALUE}) as cents, coalesce(sum(${homeCentsSql(VALUE)}), 0) as home_cents,
    sum(exchange_rate is null) as unrated
  from invoices group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;
const KEPT = `select user_id, currency, status, due_date, sent, n, cents, home_cents, unrated from invoice_totals order by 1, 2, 3, 4, 5`;
const DIRECT_PAID = `
  select user_id, currency, paid_date, count(*) as n, sum(amount_cents) as cents,
    coalesce(sum(${homeCentsSql("amount_cents")}), 0) as home_cents, sum(exchange_rate is null) as unrated from invoices
  where status = 'paid' and paid_date is not null group by 1, 2, 3 order by 1, 2, 3`;
const KEPT_PAID = `select user_id, currency, paid_date, n, cents, home_cents, unrated from invoice_paid_totals order by 1, 2, 3`;

function expectInStep(db: Db) {
  expect(db.$client.prepare(KEPT).all()).toEqual(db.$client.prepare(DIRECT).all());
  expect(db.$client.prepare(KEPT_PAID).all()).toEqual(db.$client.prepare(DIRECT_PAID).all());
}

/** A small deterministic random source, so a failure replays. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("invoice totals", () => {
  it("stay equal to the invoices through 600 random writes, client and owner deletions", () => {
    const t = makeTestApp();
    const rand = random(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    const owners = [factories.user(t.db), factories.user(t.db), factories.user(t.db)];
    const clients = owners.flatMap((o) => [factories.client(t.db, o.id), factories.client(t.db, o.id)]);
    const sql = t.db.$client;
    const ids: string[] = [];
    const day = () => `2026-${String(1 + Math.floor(rand() * 3)).padStart(2, "0")}-0${1 + Math.floor(rand() * 3)}`;
    for (let i = 0; i < 600; i++) {
      const r = rand();
      if (r < 0.35 || ids.length === 0) {
        const client = pick(clients);
        const status = pick(["draft", "pending", "overdue", "paid"] as const);
        const invoice = factories.invoice(t.db, client.userId, client.id, {
          status,
          currency: pick(["USD", "USD", "EUR"]),
          ...(rand() < 0.3 ? { exchangeRate: pick([1.0832, 0.5, 3]) } : {}),
          amountCents: 100 + Math.floor(rand() * 10_000),
          dueDate: day(),
          paidDate: status === "paid" && rand() < 0.9 ? day() : null,
          sentAt: rand() < 0.5 ? new Date() : null,
        });
        ids.push(invoice.id);
      } else if (r < 0.85) {
        const id = pick(ids);
        const change = pick([
          ["status", pick(["draft", "pending", "overdue", "paid"])],
          ["amount_cents", 100 + Math.floor(rand() * 10_000)],
          ["paid_cents", Math.floor(rand() * 100)],
          ["due_date", day()],
          ["paid_date", rand() < 0.3 ? null : day()],
          ["sent_at", rand() < 0.5 ? null : Date.now()],
          ["currency", pick(["USD", "EUR", "GBP"])],
          ["exchange_rate", pick([null, 1, 1.0832, 0.8571, 162.45])],
          ["description", `note ${i}`],
        ] as const);
        sql.prepare(`update invoices set ${change[0]} = ? where id = ?`).run(change[1], id);
      } else if (r < 0.97) {
        sql.prepare("delete from invoices where id = ?").run(ids.splice(Math.floor(rand() * ids.length), 1)[0]);
      } else {
        // Several rows at once, as the reminder job marks invoices overdue.
        sql
          .prepare("update invoices set status = 'overdue' where status = 'pending' and due_date < '2026-02-01'")
          .run();
      }
      if (i % 50 === 0) expectInStep(t.db);
    }
    expectInStep(t.db);

    // Deleting a client deletes its invoices (cascade); deleting an owner deletes everything of theirs.
    sql.prepare("delete from clients where id = ?").run(clients[0].id);
    expectInStep(t.db);
    sql.prepare("delete from users where id = ?").run(owners[1].id);
    expectInStep(t.db);
    expect(sql.prepare("select count(*) as n from invoice_totals where user_id = ?").get(owners[1].id)).toEqual({
      n: 0,
    });
  });

  it("are rebuilt by the migration's backfill from the invoices already stored", () => {
    const t = makeTestApp();
    const owner = factories.user(t.db);
    const client = factories.client(t.db, owner.id);
    for (let i = 0; i < 30; i++) {
      factories.invoice(t.db, owner.id, client.id, {
        status: i % 3 === 0 ? "paid" : "pending",
        paidDate: i % 3 === 0 ? `2026-01-${String(1 + (i % 28)).padStart(2, "0")}` : null,
        dueDate: `2026-02-${String(1 + (i % 5)).padStart(2, "0")}`,
        amountCents: 1000 + i,
      });
    }
    const sql = t.db.$client;
    const kept = sql.prepare(KEPT).all();
    sql.exec("delete from invoice_totals; delete from invoice_paid_totals;");
    const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, "0016_invoice_currencies.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .filter((s) => /INSERT INTO invoice_\w+ .* FROM invoices/.test(s));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) sql.prepare(statement.replace(/^\s*--.*$/gm, "")).run();
    expect(sql.prepare(KEPT).all()).toEqual(kept);
    expectInStep(t.db);
  });
});
