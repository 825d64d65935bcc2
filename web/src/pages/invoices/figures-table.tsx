// An invoice's lines, discount, taxes, payments and balance as the server computed them
// (core/invoices/line-totals.ts): the owner's invoice view and the client's pay page draw the same table.
import type { InvoiceFiguresView } from "@core/invoices/lines";
import { formatMoney } from "@core/invoices/templates";
import { formatDate } from "@web/lib/business-data";

const METHOD: Record<string, string> = {
  bank_transfer: "bank transfer",
  card: "card",
  cash: "cash",
  check: "check",
  other: "other",
};

const taxLabel = (t: { name: string; rate: string }) => `${t.name} ${t.rate}%`;

export function InvoiceFiguresTable({
  figures,
  currency,
  showBalance = true,
}: {
  figures: InvoiceFiguresView;
  currency: string;
  /** False for what is not an issued invoice (a recurring series' lines, a quote): no payments, no balance. */
  showBalance?: boolean;
}) {
  const money = (v: string) => formatMoney(v, currency);
  const paid = Number(figures.paid) > 0;
  return (
    <div className="grid gap-3" data-testid="invoice-figures">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Invoice lines</caption>
          <thead>
            <tr className="border-b text-left text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                Description
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                Unit price
              </th>
              <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                Tax
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.lines.map((line, i) => (
              <tr key={i} className="border-b align-top last:border-0">
                <td className="py-2 pr-2 whitespace-pre-wrap">
                  {line.description}
                  {/* On a phone the price and tax go under the description. */}
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    × {money(line.unitPrice)}
                    {line.taxes.length ? ` · ${line.taxes.map(taxLabel).join(", ")}` : ""}
                  </span>
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="hidden px-2 py-2 text-right tabular-nums sm:table-cell">{money(line.unitPrice)}</td>
                <td className="hidden px-2 py-2 text-muted-foreground sm:table-cell">
                  {line.taxes.length ? line.taxes.map(taxLabel).join(", ") : "—"}
                </td>
                <td className="py-2 pl-2 text-right tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right">{money(figures.subtotal)}</dd>
        {figures.discount && (
          <>
            <dt className="text-muted-foreground">
              Discount{figures.discount.type === "percent" ? ` (${figures.discount.value}%)` : ""}
            </dt>
            <dd className="text-right">−{money(figures.discount.amount)}</dd>
          </>
        )}
        {figures.taxes.map((t) => (
          <div key={taxLabel(t)} className="contents">
            <dt className="text-muted-foreground">
              {taxLabel(t)} on {money(t.base)}
            </dt>
            <dd className="text-right">{money(t.amount)}</dd>
          </div>
        ))}
        <dt className="border-t pt-1 font-semibold">Total</dt>
        <dd className="border-t pt-1 text-right font-semibold" data-testid="figures-total">
          {money(figures.total)}
        </dd>
        {figures.payments.length > 0
          ? figures.payments.map((p, i) => (
              <div key={i} className="contents" data-testid="figures-payment">
                <dt className="text-muted-foreground">
                  Paid {formatDate(p.date)} ({METHOD[p.method] ?? p.method})
                </dt>
                <dd className="text-right">−{money(p.amount)}</dd>
              </div>
            ))
          : paid && (
              <>
                <dt className="text-muted-foreground">Paid</dt>
                <dd className="text-right">−{money(figures.paid)}</dd>
              </>
            )}
        {showBalance && (
          <>
            <dt className="font-semibold">Balance due</dt>
            <dd className="text-right font-semibold" data-testid="figures-balance">
              {money(figures.balance)}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
