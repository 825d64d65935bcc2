import type { OwnerContext } from "../context";
import { getClientOfOwner } from "../clients";
import { conflict } from "../errors";
import { isWholeInCurrency, type FetchedRate } from "../currency";
import { createInvoice, defaultDueDate, fetchRateFor, formatDueDate, formatMoney } from "../invoices";
import { formatCents } from "../money";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { amountCents, formatHours } from "./duration";
import type { EntryRow } from "./entry-row";
import { InvoiceUnbilledInput, type InvoicedTime } from "./schemas";
import type { UnbilledTotal } from "./schemas";
import { clientUnbilledTotals, clientUnbilledWork, oldestUnbilled } from "./unbilled";

/**
 * One invoice line per entry: its description and day, its hours as the quantity, its rate as the price.
 * In a currency without a fraction, where hours × rate is not a whole amount (20 min at ¥4,500), the line
 * is 1 × the entry's amount (rounded to the whole unit when it was made), its hours and rate in the text.
 */
function lineOf(e: EntryRow) {
  const day = formatDueDate(e.workDate);
  const exact = amountCents(e.minutes!, e.rateCents);
  if (isWholeInCurrency(exact, e.currency)) {
    return {
      description: `${e.description || "Work"} (${day})`,
      quantity: formatHours(e.minutes!),
      unitPrice: formatCents(e.rateCents),
    };
  }
  return {
    description: `${e.description || "Work"} (${day}, ${formatHours(e.minutes!)} h at ${formatMoney(formatCents(e.rateCents), e.currency)}/h)`,
    quantity: "1",
    unitPrice: formatCents(e.amountCents!),
  };
}

/** The currency asked for, else the home one's time, else the first there is (none: undefined). */
const chosenCurrency = (totals: UnbilledTotal[], asked: string | null | undefined, home: string) =>
  asked ?? (totals.find((t) => t.currency === home) ?? totals[0])?.currency;

const sameIds = (shown: string[], entries: EntryRow[]) =>
  new Set(shown).size === entries.length && entries.every((e) => shown.includes(e.id));

/**
 * POST /api/clients/{id}/unbilled/invoice: the client's unbilled time in one currency (the home one
 * unless asked; the oldest 100 entries at most, an invoice's lines) becomes ONE pending invoice, made
 * by the invoice's own verb (its number, its totals, its `invoice.created` event), and the entries are
 * marked billed with it, all in one transaction. Billed once (docs/decisions/316): the transaction
 * takes the write lock first, the entries are marked by a conditional update whose count must be all
 * of them (else everything rolls back), and a trigger refuses a billed entry a second invoice. A second
 * click, a retry or a concurrent request finds nothing left and is a 409 that writes nothing.
 */
export function invoiceUnbilledTime({
  ctx,
  clientId,
  input,
  fetched,
}: {
  ctx: OwnerContext;
  clientId: string;
  input: unknown;
  /** Today's rate from the rates source, for time in another currency than the home one (fetchRateForUnbilled). */
  fetched?: FetchedRate;
}): InvoicedTime {
  const { currency: asked, entryIds: shown, exchangeRate } = parseInput(InvoiceUnbilledInput, input ?? {});
  const client = getClientOfOwner(ctx, clientId);
  const home = getOwner(ctx).defaultCurrency || "USD";
  const dueDate = defaultDueDate(ctx);
  const made = ctx.db.transaction(() => {
    const totals = clientUnbilledTotals(ctx, client.id);
    const currency = chosenCurrency(totals, asked, home);
    const entries = currency ? oldestUnbilled(ctx, client.id, currency) : [];
    if (entries.length === 0) {
      const other = asked ? totals.find((t) => t.currency !== asked) : undefined;
      throw conflict(
        `${client.name} has no unbilled time${asked ? ` in ${asked}` : ""} to invoice` +
          (other ? ` (there is some in ${other.currency})` : ""),
        "clientId",
      );
    }
    // What the owner confirmed is what is billed: time added or billed since they looked is a 409.
    if (shown && !sameIds(shown, entries)) {
      throw conflict(
        `${client.name}'s unbilled time changed since it was shown (${entries.length} ${entries.length === 1 ? "entry" : "entries"} now, ${shown.length} shown): look again before invoicing`,
        "entryIds",
      );
    }
    const expected = entries.reduce((sum, e) => sum + e.amountCents!, 0);
    if (expected === 0) {
      throw conflict(
        `${client.name}'s unbilled time comes to ${formatMoney(formatCents(0), currency!)}: there is nothing to invoice (delete those entries, or add time at a rate)`,
        "clientId",
      );
    }
    const invoice = createInvoice({
      ctx,
      fetched,
      input: {
        clientId: client.id,
        currency,
        exchangeRate,
        dueDate,
        status: "pending",
        description: `Time for ${client.name}`,
        lines: entries.map(lineOf),
      },
    });
    if (invoice.amount !== formatCents(expected)) {
      throw new Error(`Unbilled time of ${formatCents(expected)} made an invoice of ${invoice.amount}`);
    }
    const now = ctx.clock.now().getTime();
    // Only entries still unbilled are marked; any fewer than read means another writer got there first.
    const billed = ctx.db.$client
      .prepare(
        `update time_entries set billed_invoice_id = ?, billed_at = ?, updated_at = ?
          where user_id = ? and billed_invoice_id is null and ended_at is not null
            and id in (select value from json_each(?))`,
      )
      .run(invoice.id, now, now, ctx.userId, JSON.stringify(entries.map((e) => e.id))).changes;
    if (billed !== entries.length) throw conflict("Some of this time was invoiced meanwhile: nothing was changed");
    return { invoice, billed };
  });
  const { invoice, billed } = made;
  return {
    message: `Invoice ${invoice.invoiceNumber} (${formatMoney(invoice.amount, invoice.currency)}) made for ${client.name} from ${billed} ${billed === 1 ? "entry" : "entries"} of unbilled time`,
    invoice,
    billedEntries: billed,
    unbilled: clientUnbilledWork({ ctx, clientId: client.id }),
  };
}

/**
 * Before invoicing (outside any transaction, as the invoices' routes do): when the time to bill is in
 * another currency than the home one and no rate is given, today's rate from the rates source, if one is
 * configured. Otherwise undefined, and the invoice's own rule names exchangeRate.
 */
export async function fetchRateForUnbilled({
  ctx,
  clientId,
  input,
}: {
  ctx: OwnerContext;
  clientId: string;
  input: unknown;
}): Promise<FetchedRate | undefined> {
  const parsed = InvoiceUnbilledInput.safeParse(input ?? {});
  if (!parsed.success || !ctx.settings.exchangeRates) return;
  const client = getClientOfOwner(ctx, clientId);
  const home = getOwner(ctx).defaultCurrency || "USD";
  const currency = chosenCurrency(clientUnbilledTotals(ctx, client.id), parsed.data.currency, home);
  return currency ? fetchRateFor(ctx, input ?? {}, currency) : undefined;
}
