// POST /api/imports/preview: what importing the file would do, written nowhere.
import type { OwnerContext } from "../context";
import { formatCents } from "../money";
import { parseInput } from "../validation";
import { FIELD_LABELS, IMPORT_FORMATS, REQUIRED_FIELDS, SOURCE_LABELS, fieldsOf } from "./formats";
import { planImport, type ImportPlan } from "./plan";
import { readCsv } from "./read-csv";
import { ImportInput, type ImportLineError } from "./schemas";
import type { ImportPreview, PreviewRow } from "./views";

export const PREVIEW_ROWS = 10;
const MAX_ERRORS_SHOWN = 500;

export type { ImportPreview, PreviewRow } from "./views";

export function previewOf(plan: ImportPlan): ImportPreview {
  const { format } = plan;
  const totals = new Map<string, { invoices: number; cents: number; paid: number }>();
  for (const inv of plan.invoices) {
    const t = totals.get(inv.currency) ?? { invoices: 0, cents: 0, paid: 0 };
    t.invoices++;
    if (inv.status !== "void") t.cents += inv.amountCents;
    t.paid += inv.paidCents;
    totals.set(inv.currency, t);
  }
  const rows: PreviewRow[] =
    format.kind === "invoices"
      ? plan.invoices.slice(0, PREVIEW_ROWS).map((inv) => ({
          line: inv.line,
          invoiceNumber: inv.invoiceNumber,
          client: inv.clientName,
          clientIsNew: inv.client.isNew,
          amount: formatCents(inv.amountCents),
          paid: formatCents(inv.paidCents),
          currency: inv.currency,
          status: inv.status,
          issueDate: inv.issueDate,
          dueDate: inv.dueDate,
        }))
      : plan.clientRows.slice(0, PREVIEW_ROWS).map((c) => ({
          line: c.line,
          name: c.name,
          email: c.email,
          phone: c.phone,
          clientIsNew: c.client.isNew,
        }));
  const errors: ImportLineError[] = [
    ...plan.missing.map((f) => ({
      line: 1,
      column: null,
      message: `Choose the column that holds the ${FIELD_LABELS[f].toLowerCase()}`,
    })),
    ...plan.errors,
  ];
  return {
    format: {
      id: format.id,
      label: format.label,
      source: SOURCE_LABELS[format.source],
      kind: format.kind,
      detected: plan.detected,
    },
    formats: IMPORT_FORMATS.map((f) => ({ id: f.id, label: f.label })),
    headers: plan.headers,
    mapping: fieldsOf(format.kind).map((field) => ({
      field,
      label: FIELD_LABELS[field],
      required: REQUIRED_FIELDS[format.kind].includes(field),
      column: plan.mapping[field] ?? null,
    })),
    rowCount: plan.rowCount,
    rows,
    counts: {
      invoices: plan.invoices.length,
      newClients: plan.newClients.length,
      matchedClients: plan.matchedClients,
      payments: plan.invoices.filter((i) => i.paidCents > 0).length,
      skipped: plan.skipped.length,
    },
    totals: [...totals].map(([currency, t]) => ({
      currency,
      invoices: t.invoices,
      total: formatCents(t.cents),
      paid: formatCents(t.paid),
    })),
    skipped: plan.skipped.slice(0, MAX_ERRORS_SHOWN),
    errors: errors.slice(0, MAX_ERRORS_SHOWN),
    errorCount: errors.length,
    ready: errors.length === 0,
  };
}

/** Reads and plans the file against the owner's data; nothing is written. */
export function previewImport({ ctx, input }: { ctx: OwnerContext; input: unknown }): ImportPreview {
  const data = parseInput(ImportInput, input);
  const file = readCsv(data.csv);
  return previewOf(planImport(ctx, ctx.db, file, data));
}
