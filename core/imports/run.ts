// POST /api/imports: the whole file in one transaction, or nothing. The plan is made again inside the
// transaction (BEGIN IMMEDIATE), so a number or client added meanwhile by another process is seen.
// Rows go in as multi-row inserts, a few hundred per statement: 10,000 invoices take tens of statements.
import type { OwnerContext } from "../context";
import { clients, invoiceEvents, invoiceLines, invoicePayments, invoices } from "../db/schema";
import { computeTotals } from "../invoices/line-totals";
import { emitClientCreated } from "../webhooks/emit";
import { parseInput } from "../validation";
import { SOURCE_LABELS } from "./formats";
import { missingColumnsError } from "./mapping";
import type { Tx } from "./match-clients";
import { lineErrorsError, planImport, type ImportPlan } from "./plan";
import { readCsv } from "./read-csv";
import { ImportInput } from "./schemas";

export interface ImportResult {
  format: string;
  invoices: number;
  clients: number;
  matchedClients: number;
  payments: number;
  skipped: number;
  message: string;
}

/** Inserts `rows` a chunk at a time: one statement per chunk, well under SQLite's variable limit. */
function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => void) {
  for (let i = 0; i < rows.length; i += size) insert(rows.slice(i, i + size));
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

export function importFile({ ctx, input }: { ctx: OwnerContext; input: unknown }): ImportResult {
  const data = parseInput(ImportInput, input);
  const file = readCsv(data.csv);
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => {
    const plan = planImport(ctx, tx, file, data);
    if (plan.missing.length) throw missingColumnsError(plan.missing);
    if (plan.errors.length) throw lineErrorsError(plan.errors);
    writePlan(ctx, tx, plan, now);
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

function writePlan(ctx: OwnerContext, tx: Tx, plan: ImportPlan, now: Date) {
  const userId = ctx.userId;
  insertChunks(plan.newClients, 500, (chunk) =>
    tx
      .insert(clients)
      .values(
        chunk.map((c) => ({
          id: c.id,
          userId,
          name: c.name,
          email: c.email,
          phone: c.phone,
          company: c.company,
          taxId: c.taxId,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .run(),
  );
  const source = SOURCE_LABELS[plan.format.source];
  const homeCurrency = plan.homeCurrency;
  insertChunks(plan.invoices, 200, (chunk) =>
    tx
      .insert(invoices)
      .values(
        chunk.map((inv) => ({
          id: inv.id,
          userId,
          clientId: inv.client.id,
          invoiceNumber: inv.invoiceNumber,
          amountCents: inv.amountCents,
          currency: inv.currency,
          // The home currency counts at 1; another waits for the owner's rate, named, never added as is.
          ...(inv.currency === homeCurrency
            ? { exchangeRate: 1, rateSource: "home" as const }
            : { exchangeRate: null, rateSource: null }),
          status: inv.status,
          dueDate: inv.dueDate,
          paidDate: inv.status === "paid" ? inv.paidOn : null,
          // Never emailed from here: reminders wait until the owner sends it (decision 265).
          sentAt: null,
          description: inv.description,
          paidCents: inv.paidCents,
          createdAt: inv.issueDate ? new Date(`${inv.issueDate}T12:00:00Z`) : now,
          updatedAt: now,
        })),
      )
      .run(),
  );
  const lines = plan.invoices.flatMap((inv) => {
    const totals = computeTotals(inv.lines, null);
    return inv.lines.map((l, position) => ({
      userId,
      invoiceId: inv.id,
      position,
      description: l.description,
      quantityMilli: l.quantityMilli,
      unitPriceCents: l.unitPriceCents,
      taxes: l.taxes,
      amountCents: totals.lines[position].amountCents,
    }));
  });
  insertChunks(lines, 500, (chunk) => tx.insert(invoiceLines).values(chunk).run());
  const payments = plan.invoices
    .filter((inv) => inv.paidCents > 0 && inv.paidOn)
    .map((inv) => ({
      userId,
      invoiceId: inv.id,
      amountCents: inv.paidCents,
      paidOn: inv.paidOn!,
      method: "other",
      note: `Recorded in ${source} before the import`,
      createdAt: now,
    }));
  insertChunks(payments, 500, (chunk) => tx.insert(invoicePayments).values(chunk).run());
  const events = plan.invoices.map((inv) => ({
    userId,
    invoiceId: inv.id,
    type: "imported",
    detail: { source, format: plan.format.id, line: inv.line, sourceStatus: inv.sourceStatus },
    createdAt: now,
  }));
  insertChunks(events, 500, (chunk) => tx.insert(invoiceEvents).values(chunk).run());
  // New clients are news to the owner's integrations, as with the clients CSV import; imported invoices
  // are history, not new business, so they send no invoice webhooks.
  for (const c of plan.newClients) emitClientCreated(ctx, userId, c.id);
}
