// POST /api/imports: the whole file in one transaction, or nothing. The plan is made again inside the
// transaction (BEGIN IMMEDIATE), so a number or client added meanwhile by another process is seen.
// Rows go in through one prepared insert per table, reused row after row.
import type { OwnerContext } from "../context";
import { publish } from "../events";
import { prepared } from "../db";
import { computeTotals } from "../invoices";
import { parseInput } from "../validation";
import { SOURCE_LABELS } from "./formats";
import { missingColumnsError } from "./mapping";
import { lineErrorsError, planImport, type ImportPlan } from "./plan";
import { readCsv } from "./read-csv";
import { ImportInput } from "./schemas";
import type { ImportResult } from "./views";

export type { ImportResult } from "./views";

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function importFile({ ctx, input }: { ctx: OwnerContext; input: unknown }): ImportResult {
  const data = parseInput(ImportInput, input);
  const file = readCsv(data.csv);
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const plan = planImport(ctx, tx, file, data);
    if (plan.missing.length) throw missingColumnsError(plan.missing);
    if (plan.errors.length) throw lineErrorsError(plan.errors);
    writePlan(ctx, plan, now);
    const payments = plan.invoices.filter((i) => i.paidCents > 0).length;
    const parts =
      plan.format.kind === "invoices"
        ? [plural(plan.invoices.length, "invoice"), plural(plan.newClients.length, "new client")]
        : [plural(plan.newClients.length, "client")];
    const already = plan.matchedClients ? `; ${plural(plan.matchedClients, "client")} you already had` : "";
    return {
      format: plan.format.id,
      invoices: plan.invoices.length,
      clients: plan.newClients.length,
      matchedClients: plan.matchedClients,
      payments,
      skipped: plan.skipped.length,
      message: `Imported ${parts.join(" and ")} from ${SOURCE_LABELS[plan.format.source]}${already}`,
    };
  });
}

/** One prepared insert per table, reused for every row (better-sqlite3 runs each in microseconds). */
const STATEMENTS = {
  client: `insert into clients (id, user_id, name, email, phone, company, tax_id, created_at, updated_at)
           values (@id, @userId, @name, @email, @phone, @company, @taxId, @now, @now)`,
  invoice: `insert into invoices (id, user_id, client_id, invoice_number, amount_cents, currency, exchange_rate, rate_source,
              status, due_date, paid_date, sent_at, description, paid_cents, public_token, created_at, updated_at)
            values (@id, @userId, @clientId, @invoiceNumber, @amountCents, @currency, @exchangeRate, @rateSource,
              @status, @dueDate, @paidDate, null, @description, @paidCents, @publicToken, @createdAt, @now)`,
  line: `insert into invoice_lines (id, user_id, invoice_id, position, description, quantity_milli, unit_price_cents, taxes, amount_cents)
         values (@id, @userId, @invoiceId, @position, @description, @quantityMilli, @unitPriceCents, @taxes, @amountCents)`,
  payment: `insert into invoice_payments (id, user_id, invoice_id, amount_cents, paid_on, method, note, created_at)
            values (@id, @userId, @invoiceId, @amountCents, @paidOn, 'other', @note, @now)`,
  event: `insert into invoice_events (id, user_id, invoice_id, type, detail, created_at)
          values (@id, @userId, @invoiceId, 'imported', @detail, @now)`,
};

const statement = (ctx: OwnerContext, key: keyof typeof STATEMENTS) =>
  prepared(ctx.db, `imports.${key}`, (db) => db.$client.prepare(STATEMENTS[key]));

const token = () => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "");

/** Inside the import's transaction (the statements run on its connection). */
function writePlan(ctx: OwnerContext, plan: ImportPlan, now: Date) {
  const userId = ctx.userId;
  const at = now.getTime();
  const source = SOURCE_LABELS[plan.format.source];
  const insertClient = statement(ctx, "client");
  for (const c of plan.newClients)
    insertClient.run({
      id: c.id,
      userId,
      name: c.name,
      email: c.email,
      phone: c.phone,
      company: c.company,
      taxId: c.taxId,
      now: at,
    });
  const insertInvoice = statement(ctx, "invoice");
  const insertLine = statement(ctx, "line");
  const insertPayment = statement(ctx, "payment");
  const insertEvent = statement(ctx, "event");
  const note = `Recorded in ${source} before the import`;
  for (const inv of plan.invoices) {
    // The home currency counts at 1; another waits for the owner's rate, named, never added as is.
    const home = inv.currency === plan.homeCurrency;
    insertInvoice.run({
      id: inv.id,
      userId,
      clientId: inv.client.id,
      invoiceNumber: inv.invoiceNumber,
      amountCents: inv.amountCents,
      currency: inv.currency,
      exchangeRate: home ? 1 : null,
      rateSource: home ? "home" : null,
      status: inv.status,
      dueDate: inv.dueDate,
      paidDate: inv.status === "paid" ? inv.paidOn : null,
      description: inv.description,
      paidCents: inv.paidCents,
      publicToken: token(),
      createdAt: inv.issueDate ? Date.parse(`${inv.issueDate}T12:00:00Z`) : at,
      now: at,
    });
    const totals = computeTotals(inv.lines, null);
    inv.lines.forEach((l, position) =>
      insertLine.run({
        id: crypto.randomUUID(),
        userId,
        invoiceId: inv.id,
        position,
        description: l.description,
        quantityMilli: l.quantityMilli,
        unitPriceCents: l.unitPriceCents,
        taxes: JSON.stringify(l.taxes),
        amountCents: totals.lines[position].amountCents,
      }),
    );
    if (inv.paidCents > 0 && inv.paidOn)
      insertPayment.run({
        id: crypto.randomUUID(),
        userId,
        invoiceId: inv.id,
        amountCents: inv.paidCents,
        paidOn: inv.paidOn,
        note,
        now: at,
      });
    insertEvent.run({
      id: crypto.randomUUID(),
      userId,
      invoiceId: inv.id,
      detail: JSON.stringify({ source, format: plan.format.id, line: inv.line, sourceStatus: inv.sourceStatus }),
      now: at,
    });
  }
  // New clients are news to the owner's integrations, as with the clients CSV import; imported invoices
  // are history, not new business, so they send no invoice webhooks.
  for (const c of plan.newClients) publish(ctx, { type: "client.created", userId: userId, subjectId: c.id });
}
