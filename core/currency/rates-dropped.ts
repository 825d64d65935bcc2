// What a new home currency would cost (decision 296): every invoice not in it that has a rate loses
// it (the rate was to the old home currency, decision 220), typed rates included. The owner is told
// how many and which before anything is saved.
import type { OwnerContext } from "../context";
import { prepared } from "../db";
import { AppError } from "../errors";

/** Invoice numbers named in the question; the rest are counted. */
const NAMED = 3;

export interface RatesDropped {
  count: number;
  /** The most recent few, newest first. */
  invoiceNumbers: string[];
}

export function ratesDroppedBy(ctx: OwnerContext, newHome: string): RatesDropped {
  const count = prepared(ctx.db, "currency:rates-dropped-count", (d) =>
    d.$client
      .prepare<[string, string], number>(
        "select count(*) from invoices where user_id = ? and currency <> ? and exchange_rate is not null",
      )
      .pluck(),
  ).get(ctx.userId, newHome)!;
  const invoiceNumbers =
    count === 0
      ? []
      : prepared(ctx.db, "currency:rates-dropped-named", (d) =>
          d.$client
            .prepare<[string, string, number], string>(
              `select invoice_number from invoices where user_id = ? and currency <> ? and exchange_rate is not null
               order by created_at desc, rowid desc limit ?`,
            )
            .pluck(),
        ).all(ctx.userId, newHome, NAMED);
  return { count, invoiceNumbers };
}

const listed = ({ count, invoiceNumbers }: RatesDropped) =>
  count > invoiceNumbers.length
    ? `${invoiceNumbers.join(", ")} and ${count - invoiceNumbers.length} more`
    : invoiceNumbers.length > 1
      ? `${invoiceNumbers.slice(0, -1).join(", ")} and ${invoiceNumbers.at(-1)}`
      : invoiceNumbers[0];

/**
 * Asks before a new home currency drops recorded rates: 409 CONFIRMATION_REQUIRED naming
 * `defaultCurrency`, with the count and the first numbers, unless the owner confirmed.
 */
export function assertRatesDropConfirmed(ctx: OwnerContext, newHome: string, confirmed: boolean): void {
  if (confirmed) return;
  const dropped = ratesDroppedBy(ctx, newHome);
  if (dropped.count === 0) return;
  const invoices = dropped.count === 1 ? "1 invoice" : `${dropped.count} invoices`;
  const message =
    `Changing the home currency to ${newHome} drops the exchange rate recorded on ${invoices} (${listed(dropped)}): ` +
    `they are left out of your totals until you record a rate to ${newHome}. Change it anyway?`;
  throw new AppError(
    "CONFIRMATION_REQUIRED",
    message,
    { defaultCurrency: message },
    {
      ratesDropped: dropped.count,
      invoiceNumbers: dropped.invoiceNumbers,
    },
  );
}
