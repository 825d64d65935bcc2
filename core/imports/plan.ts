// What an import would do, read without writing: the format and mapping, every row turned into an
// invoice or a client (or an error naming its line and column), clients matched, numbers checked. The
// preview shows it; the import builds it again inside its transaction and writes it only when clean.
import { and, eq, inArray } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { type Db, invoices } from "../db";
import { AppError } from "../errors";
import { ClientInput } from "../clients";
import { type LineInput, QUANTITY_SCALE } from "../invoices";
import { getOwner, ownerToday } from "../users";
import { fieldErrors } from "../validation";
import {
  FIELD_LABELS,
  IMPORT_FORMATS,
  SOURCE_LABELS,
  formatById,
  type ImportField,
  type ImportFormat,
} from "./formats";
import { detectFormat, resolveMapping, type ImportMapping } from "./mapping";
import { clientMatcher, type ClientRef, type NewClient, type Tx } from "./match-clients";
import type { CsvFile, CsvRow } from "./read-csv";
import { InvoiceRow, type ImportLineError } from "./schemas";
import { parseCurrency, parseLineItems, type ImportedStatus } from "./values";

export interface PlannedInvoice {
  id: string;
  line: number;
  invoiceNumber: string;
  client: ClientRef;
  clientName: string;
  amountCents: number;
  currency: string;
  status: ImportedStatus;
  /** The status word the export used ("Sent", "open", "unpaid"). */
  sourceStatus: string;
  issueDate: string | null;
  dueDate: string;
  /** The day of the payment recorded for what was paid (null when nothing was). */
  paidOn: string | null;
  paidCents: number;
  description: string | null;
  lines: LineInput[];
}

export interface PlannedClientRow {
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  client: ClientRef;
}

export interface ImportPlan {
  format: ImportFormat;
  /** The owner's home currency: an invoice in it records a rate of 1. */
  homeCurrency: string;
  /** True when the format was told apart from the header row (not chosen). */
  detected: boolean;
  headers: string[];
  mapping: ImportMapping;
  missing: ImportField[];
  rowCount: number;
  invoices: PlannedInvoice[];
  clientRows: PlannedClientRow[];
  newClients: NewClient[];
  matchedClients: number;
  skipped: { line: number; reason: string }[];
  errors: ImportLineError[];
}

const NUMBER_CHUNK = 500;

/** The format to read the file as: the one asked for, else the one its header row shows. */
export function chooseFormat(file: CsvFile, asked?: string) {
  if (asked) return { format: formatById(asked)!, detected: false };
  const format = detectFormat(file.headers);
  if (!format) {
    const message =
      "We could not tell which product this file came from: choose Midday, Invoice Ninja or Stripe and the kind of file";
    throw new AppError(
      "VALIDATION",
      message,
      { format: message },
      { headers: file.headers.slice(0, 60), formats: IMPORT_FORMATS.map((f) => ({ id: f.id, label: f.label })) },
    );
  }
  return { format, detected: true };
}

/** Numbers of the owner's invoices among these, read a chunk at a time (one query per 500). */
function takenNumbers(db: Db | Tx, userId: string, numbers: string[]): Set<string> {
  const taken = new Set<string>();
  for (let i = 0; i < numbers.length; i += NUMBER_CHUNK) {
    const chunk = numbers.slice(i, i + NUMBER_CHUNK);
    for (const row of db
      .select({ n: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), inArray(invoices.invoiceNumber, chunk)))
      .all())
      taken.add(row.n);
  }
  return taken;
}

function rawRow(row: CsvRow, mapping: ImportMapping): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping)) if (column) raw[field] = row.cells[column] ?? "";
  return raw;
}

export function planImport(
  ctx: OwnerContext,
  db: Db | Tx,
  file: CsvFile,
  input: { format?: string; mapping?: Record<string, string | null> },
): ImportPlan {
  const { format, detected } = chooseFormat(file, input.format);
  const { mapping, missing } = resolveMapping(format, file.headers, input.mapping);
  const plan: ImportPlan = {
    format,
    homeCurrency: getOwner(ctx).defaultCurrency || "USD",
    detected,
    headers: file.headers,
    mapping,
    missing,
    rowCount: file.rows.length,
    invoices: [],
    clientRows: [],
    newClients: [],
    matchedClients: 0,
    skipped: [],
    errors: [],
  };
  if (missing.length) return plan;
  const matcher = clientMatcher(db, ctx.userId);
  const columnOf = (field: string) => (mapping as Record<string, string | null>)[field] ?? null;
  const fail = (line: number, field: string | null, message: string) =>
    plan.errors.push({
      line,
      column: field ? (columnOf(field) ?? FIELD_LABELS[field as ImportField] ?? field) : null,
      message,
    });

  if (format.kind === "clients") {
    for (const row of file.rows) {
      const parsed = ClientInput.safeParse(rawRow(row, mapping));
      if (!parsed.success) {
        for (const [field, message] of Object.entries(fieldErrors(parsed.error))) fail(row.line, field, message);
        continue;
      }
      const c = parsed.data;
      const client = matcher.resolve({
        line: row.line,
        name: c.name,
        email: c.email,
        phone: c.phone,
        company: c.company,
        taxId: c.taxId,
      });
      plan.clientRows.push({ line: row.line, name: c.name, email: c.email, phone: c.phone, client });
    }
  } else {
    planInvoices(ctx, file, plan, matcher, fail);
    const byNumber = new Map<string, number>();
    for (const inv of plan.invoices) {
      const earlier = byNumber.get(inv.invoiceNumber);
      if (earlier !== undefined) fail(inv.line, "invoiceNumber", `${inv.invoiceNumber} is also on line ${earlier}`);
      else byNumber.set(inv.invoiceNumber, inv.line);
    }
    const taken = takenNumbers(db, ctx.userId, [...byNumber.keys()]);
    for (const inv of plan.invoices)
      if (taken.has(inv.invoiceNumber) && byNumber.get(inv.invoiceNumber) === inv.line)
        fail(inv.line, "invoiceNumber", `${inv.invoiceNumber} is already one of your invoices`);
  }
  plan.errors.sort((a, b) => a.line - b.line);
  plan.newClients = matcher.fresh;
  plan.matchedClients = matcher.matchedCount();
  return plan;
}

function planInvoices(
  ctx: OwnerContext,
  file: CsvFile,
  plan: ImportPlan,
  matcher: ReturnType<typeof clientMatcher>,
  fail: (line: number, field: string | null, message: string) => void,
) {
  const home = plan.homeCurrency;
  const today = ownerToday(ctx);
  const source = SOURCE_LABELS[plan.format.source];
  for (const row of file.rows) {
    const raw = rawRow(row, plan.mapping);
    const parsed = InvoiceRow.safeParse(raw);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) fail(row.line, field, message);
      continue;
    }
    const r = parsed.data;
    let bad = false;
    const currency = parseCurrency(r.currency, home);
    if (!currency.ok) {
      fail(row.line, "currency", currency.message);
      bad = true;
    }
    const invoiceNumber = r.invoiceNumber ?? r.sourceId;
    if (!invoiceNumber) {
      fail(row.line, "invoiceNumber", "The invoice number is missing");
      bad = true;
    }
    const dueDate = r.dueDate ?? r.issueDate;
    if (!dueDate) {
      fail(row.line, "dueDate", "The due date is missing");
      bad = true;
    }
    if (r.paidDate && r.paidDate > today) {
      fail(row.line, "paidDate", `The paid date ${r.paidDate} is in the future`);
      bad = true;
    }
    if (bad || !currency.ok || !invoiceNumber || !dueDate) continue;
    const amountCents = r.amount!;
    if (amountCents === 0) {
      plan.skipped.push({ line: row.line, reason: `${invoiceNumber} totals 0: nothing to collect, not imported` });
      continue;
    }
    let status = r.status ?? "pending";
    const reported = r.amountPaid ?? (r.balance !== null ? amountCents - r.balance : null);
    let paidCents = 0;
    if (status === "paid") paidCents = amountCents;
    else if (status === "pending" || status === "overdue") {
      paidCents = Math.min(amountCents, Math.max(0, reported ?? 0));
      if (paidCents === amountCents) status = "paid";
    }
    const earliest = (...days: (string | null)[]) => days.find((d) => d !== null && d <= today) ?? today;
    const paidOn = paidCents > 0 ? (r.paidDate ?? earliest(r.issueDate, dueDate)) : null;
    const client = matcher.resolve({
      line: row.line,
      name: r.clientName!,
      email: r.clientEmail,
      phone: null,
      company: null,
      taxId: null,
    });
    const lines = parseLineItems(r.lineItems, amountCents) ?? [
      {
        description:
          r.description?.split("\n")[0].slice(0, 200) || `Invoice ${invoiceNumber} (imported from ${source})`,
        quantityMilli: QUANTITY_SCALE,
        unitPriceCents: amountCents,
        taxes: [],
      },
    ];
    plan.invoices.push({
      id: crypto.randomUUID(),
      line: row.line,
      invoiceNumber,
      client,
      clientName: r.clientName!,
      amountCents,
      currency: currency.value,
      status,
      sourceStatus: raw.status ?? "",
      issueDate: r.issueDate,
      dueDate,
      paidOn,
      paidCents,
      description: r.description,
      lines,
    });
  }
}

/** The 400 for a file with wrong lines: every error in `details.errors`, the first few in the message. */
export function lineErrorsError(errors: ImportLineError[]) {
  const summary = errors
    .slice(0, 3)
    .map((e) => `line ${e.line}${e.column ? ` (${e.column})` : ""}: ${e.message}`)
    .join("; ");
  const fields: Record<string, string> = {};
  for (const e of errors.slice(0, 200)) fields[`line ${e.line}${e.column ? `: ${e.column}` : ""}`] ??= e.message;
  return new AppError(
    "VALIDATION",
    `Nothing was imported: ${errors.length} problem${errors.length === 1 ? "" : "s"} to fix. ${summary}${errors.length > 3 ? "; …" : ""}`,
    fields,
    { errors: errors.slice(0, 1000), errorCount: errors.length },
  );
}
