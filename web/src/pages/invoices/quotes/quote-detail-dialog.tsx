// One quote: what it holds, its private link, where it stands (sent, accepted by whom and when,
// declined and why), Send by email, and Convert once accepted — the whole as one invoice, or a deposit
// invoice and a draft for the rest.
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, FileOutput, Send } from "lucide-react";
import { formatMoney } from "@core/invoices/templates";
import type { QuoteView } from "@core/quotes/view";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { INVOICES_KEY, formatDate, useRefreshBusinessData } from "@web/lib/business-data";
import { useSticky } from "@web/hooks/use-sticky";
import { QuoteStatusBadge } from "@web/components/documents/quote-status-badge";
import { InvoiceFiguresTable } from "../figures-table";
import { QUOTES_PATH } from "./queries";

export function QuoteDetailDialog({ quote, onClose }: { quote: QuoteView | null; onClose: () => void }) {
  const shown = useSticky(quote);
  return (
    <Dialog open={!!quote} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{shown && <QuoteDetailBody key={shown.id} listed={shown} />}</DialogContent>
    </Dialog>
  );
}

function QuoteDetailBody({ listed }: { listed: QuoteView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const refreshBusiness = useRefreshBusinessData();
  const query = useQuery<QuoteView>({ queryKey: [QUOTES_PATH, listed.id] });
  const quote = query.data ?? listed;
  const link = new URL(quote.publicPath, window.location.origin).href;
  const [mode, setMode] = useState<"whole" | "deposit">("whole");
  const [percent, setPercent] = useState("30");
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [QUOTES_PATH] }), refreshBusiness()]);

  const send = useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/quotes/{id}/send", { path: { id: quote.id } })).json()) as QuoteView & { to: string },
    onSuccess: (q) => {
      toast({ title: "Quote sent", description: `${q.quoteNumber} is on its way to ${q.to}` });
      void refresh();
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  const convert = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", "/api/quotes/{id}/convert", {
          path: { id: quote.id },
          body: mode === "deposit" ? { depositPercent: percent.trim() } : {},
        })
      ).json()) as { invoice: { invoiceNumber: string }; depositInvoice: { invoiceNumber: string } | null },
    onSuccess: (made) => {
      toast({
        title: "Invoice created",
        description: made.depositInvoice
          ? `Deposit ${made.depositInvoice.invoiceNumber} (pending) and ${made.invoice.invoiceNumber} for the rest (draft)`
          : `${made.invoice.invoiceNumber} is pending`,
      });
      void queryClient.invalidateQueries({ queryKey: INVOICES_KEY });
      void refresh();
    },
  });
  const convertError = convert.error ? readApiError(convert.error) : null;
  const open = quote.status === "draft" || quote.status === "sent";

  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          Quote {quote.quoteNumber}
          <QuoteStatusBadge status={quote.status} expired={quote.expired} />
        </DialogTitle>
        <DialogDescription>
          {quote.clientName} · {formatMoney(quote.amount, quote.currency)}
          {quote.validUntil ? ` · valid until ${formatDate(quote.validUntil)}` : ""}
        </DialogDescription>
      </DialogHeader>

      {quote.status === "accepted" && (
        <p
          role="note"
          className="rounded-md border border-success/30 bg-success/5 p-3 text-sm"
          data-testid="quote-accepted-by"
        >
          Accepted by {quote.acceptedName} on {formatDate(quote.acceptedAt)}.
        </p>
      )}
      {quote.status === "declined" && (
        <p role="note" className="rounded-md border p-3 text-sm">
          Declined on {formatDate(quote.declinedAt)}
          {quote.declineReason ? `: “${quote.declineReason}”` : "."}
        </p>
      )}
      {quote.sentAt && open && <p className="text-sm text-muted-foreground">Sent on {formatDate(quote.sentAt)}.</p>}

      {quote.description && <p className="text-sm whitespace-pre-wrap">{quote.description}</p>}
      <InvoiceFiguresTable figures={quote.figures} currency={quote.currency} showBalance={false} />

      {open && !quote.expired && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-link`}>The client's link</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-link`}
              readOnly
              value={link}
              className="min-w-0 flex-1"
              onFocus={(e) => e.target.select()}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => toast({ title: "Link copied" }))
                  .catch(() => toast({ title: "Copy the link from the field" }))
              }
            >
              <Copy aria-hidden />
              <span className="sr-only sm:not-sr-only">Copy</span>
            </Button>
          </div>
          <Button className="justify-self-start" onClick={() => send.mutate()} disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <Send aria-hidden />}
            {quote.sentAt ? "Send again by email" : "Send by email"}
          </Button>
        </div>
      )}

      {quote.invoice ? (
        <p className="text-sm" data-testid="quote-converted">
          Became {quote.depositInvoice ? `deposit invoice ${quote.depositInvoice.invoiceNumber} and ` : "invoice "}
          {quote.invoice.invoiceNumber}
          {quote.depositInvoice ? " (the rest, a draft)" : ""} on {formatDate(quote.convertedAt)}. Find them in The
          Admin.
        </p>
      ) : (
        quote.status === "accepted" && (
          <form
            className="grid gap-3 rounded-md border p-3"
            onSubmit={(e) => {
              e.preventDefault();
              convert.mutate();
            }}
          >
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Turn it into an invoice</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={`${id}-mode`} checked={mode === "whole"} onChange={() => setMode("whole")} />
                One invoice for the whole quote
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={mode === "deposit"}
                  onChange={() => setMode("deposit")}
                />
                A deposit invoice now, and a draft for the rest
              </label>
            </fieldset>
            {mode === "deposit" && (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-percent`}>Deposit %</Label>
                <Input
                  id={`${id}-percent`}
                  inputMode="numeric"
                  className="w-24"
                  value={percent}
                  onChange={(e) => setPercent(e.target.value)}
                  aria-invalid={convertError?.fields?.depositPercent ? true : undefined}
                />
              </div>
            )}
            {convertError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {convertError.fields?.depositPercent ?? convertError.message}
              </p>
            )}
            <Button type="submit" className="justify-self-start" disabled={convert.isPending}>
              {convert.isPending ? <Spinner /> : <FileOutput aria-hidden />}
              Create invoice
            </Button>
          </form>
        )
      )}
    </div>
  );
}
