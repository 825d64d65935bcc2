// What happened to an invoice, oldest first, in words (core/invoices/detail.ts `history`).
import { formatMoney } from "@core/invoices/templates";
import type { InvoiceDetail } from "@core/invoices/detail";
import { formatDate } from "@web/lib/business-data";

function describe(type: string, detail: Record<string, unknown>, currency: string): string {
  const amount = typeof detail.amount === "string" ? formatMoney(detail.amount, currency) : null;
  switch (type) {
    case "marked_paid":
      return `Marked paid${detail.paidDate ? ` (paid ${formatDate(String(detail.paidDate))})` : ""}`;
    case "paid_by_demo_card":
      return "Paid with the demo card";
    case "paid_by_card":
      return `Paid by card${amount ? `: ${amount}` : ""}`;
    case "payment_claimed":
      return "The client said they sent the payment";
    case "edited": {
      const changes = (detail.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
      const parts = Object.keys(changes).map((k) =>
        k === "amount"
          ? `total ${formatMoney(String(changes.amount.from), currency)} → ${formatMoney(String(changes.amount.to), currency)}`
          : k === "dueDate"
            ? `due date ${formatDate(String(changes.dueDate.from))} → ${formatDate(String(changes.dueDate.to))}`
            : k === "clientTaxId"
              ? "client's tax ID"
              : k === "currency"
                ? `currency ${String(changes.currency.from)} → ${String(changes.currency.to)}`
                : k === "exchangeRate"
                  ? `rate ${String(changes.exchangeRate.from ?? "none")} → ${String(changes.exchangeRate.to)}`
                  : k,
      );
      return `Edited: ${parts.join(", ")}`;
    }
    case "rate_recorded":
      return detail.to === null || detail.to === undefined
        ? `Rate to ${String(detail.home)} removed`
        : `Rate recorded: 1 ${currency} = ${String(detail.to)} ${String(detail.home)}${detail.source === "frankfurter" ? " (rates source)" : ""}`;
    case "voided":
      return `Voided${detail.reason ? `: ${String(detail.reason)}` : ""}`;
    case "payment_plan_set":
      return `Split into ${String(detail.instalments)} instalments`;
    case "payment_plan_removed":
      return "Payment plan removed";
    case "late_fee_added":
      return `Late fee added${amount ? `: ${amount}` : ""}`;
    case "late_fee_waived":
      return `Late fee waived${amount ? `: ${amount}` : ""}`;
    case "reminders_changed":
      return detail.paused === true
        ? "Reminders paused"
        : detail.paused === false
          ? "Reminders resumed"
          : detail.schedule
            ? `Reminder schedule set: ${String(detail.schedule)}`
            : "Reminders follow the usual schedule again";
    case "recurring":
      return `Made by a recurring series (period ${String(detail.period)}, ${formatDate(String(detail.periodDate))})`;
    case "duplicated":
      return `Created as a copy of ${String(detail.fromNumber)}`;
    case "imported":
      return `Imported from ${String(detail.source)} (line ${String(detail.line)}${detail.sourceStatus ? `, "${String(detail.sourceStatus)}" there` : ""})`;
    default:
      return type.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
  }
}

export function InvoiceHistory({ history, currency }: { history: InvoiceDetail["history"]; currency: string }) {
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="invoice-history-title" className="grid gap-2">
      <h3 id="invoice-history-title" className="text-sm font-medium">
        History
      </h3>
      <ol className="grid gap-1 text-sm">
        {history.map((h, i) => (
          <li key={i} className="flex justify-between gap-4">
            <span>{describe(h.type, h.detail, currency)}</span>
            <time className="shrink-0 text-muted-foreground" dateTime={h.at}>
              {formatDate(h.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
