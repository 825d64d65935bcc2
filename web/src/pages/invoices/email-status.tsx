// What was emailed about an invoice, on its card: "Emailed to a@b on Nov 20", "Sending…", why it failed,
// or that it may have been sent (core/mail/state.ts).
import { CircleAlert, HandCoins, Loader, MailCheck, MailWarning } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { POSSIBLY_SENT, possiblySentSentence } from "@core/mail/state";
import { formatDate } from "@web/lib/business-data";

const WHAT = { invoice: "Invoice", reminder: "Reminder" } as const;

export function EmailStatus({ invoice }: { invoice: InvoiceView }) {
  const { last, stages, remindersDelivered } = invoice.emails;
  return (
    <div className="grid gap-1 text-xs" data-testid="email-status">
      {last ? (
        last.status === "failed" ? (
          <p className="flex items-start gap-1.5 text-destructive" role="status">
            <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
            {WHAT[last.kind]} could not be sent to {last.to}: {last.error}
          </p>
        ) : last.status === POSSIBLY_SENT ? (
          // Not retried by itself: "Send Invoice again" or "Send Payment Reminder" sends it on purpose.
          <p className="flex items-start gap-1.5 text-warning" role="status" data-state={POSSIBLY_SENT}>
            <MailWarning className="mt-px size-3.5 shrink-0" aria-hidden />
            {possiblySentSentence(WHAT[last.kind], last.to)}
          </p>
        ) : last.status === "cancelled" ? (
          <p className="text-muted-foreground">
            {WHAT[last.kind]} to {last.to} {last.error ?? "not sent"}
          </p>
        ) : last.status === "queued" || last.status === "sending" ? (
          <p className="flex items-start gap-1.5 text-muted-foreground" role="status">
            <Loader className="mt-px size-3.5 shrink-0 animate-spin" aria-hidden />
            {last.error
              ? `${WHAT[last.kind]} to ${last.to} will be retried (${last.error})`
              : `Sending ${WHAT[last.kind].toLowerCase()} to ${last.to}…`}
          </p>
        ) : (
          <p className="flex items-start gap-1.5 text-muted-foreground">
            <MailCheck className="mt-px size-3.5 shrink-0" aria-hidden />
            {last.kind === "invoice" ? "Emailed" : "Reminder emailed"} to {last.to} on {formatDate(last.at)}
          </p>
        )
      ) : invoice.sentAt ? (
        // Sent before the outbox kept a record of it (imported, or an old email since pruned).
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <MailCheck className="mt-px size-3.5 shrink-0" aria-hidden />
          Sent on {formatDate(invoice.sentAt)}
        </p>
      ) : invoice.status !== "paid" && invoice.status !== "draft" ? (
        <p className="text-warning">Not emailed yet</p>
      ) : null}
      {remindersDelivered > 0 && (
        <p className="text-muted-foreground">
          {remindersDelivered} reminder{remindersDelivered === 1 ? "" : "s"} sent
          {stages.length ? ` (automatic: day ${stages.join(", day ")})` : ""}
        </p>
      )}
      {invoice.paymentClaimedAt && invoice.status !== "paid" && (
        <p className="flex items-start gap-1.5 font-medium text-success">
          <HandCoins className="mt-px size-3.5 shrink-0" aria-hidden />
          Client says it was paid ({formatDate(invoice.paymentClaimedAt)}): check, then mark it paid
        </p>
      )}
    </div>
  );
}
