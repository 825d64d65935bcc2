// The client's payment page (/pay/:token), public in every auth state: the invoice, and how to pay it.
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { CircleCheck, CreditCard, Download, FileQuestion, Landmark } from "lucide-react";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { Logo } from "@web/components/layout/logo";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { getQueryFn, readApiError } from "@web/lib/queryClient";
import { formatDate } from "./invoices/data";
import { InvoiceFiguresTable } from "./invoices/figures-table";
import { InvoiceStatusBadge } from "./invoices/status-badge";
import { DemoPay } from "./pay-invoice/demo-pay";
import { InstalmentList, PayChoicePicker, type PayChoice } from "./pay-invoice/instalments";
import { PaymentSent } from "./pay-invoice/payment-sent";
import { publicInvoiceKey, type PublicInvoice } from "./pay-invoice/types";

const StripeCardForm = lazy(() => import("./pay-invoice/stripe-card-form"));

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 via-background to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="Microteam home">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-muted-foreground">Secure invoice payment by Microteam</footer>
    </div>
  );
}

/**
 * After a card payment the webhook records it; until it has (the amount paid moves on from what it was
 * before the card was charged, or the invoice is paid), check again every 2 seconds. After a bank's check
 * (3-D Secure) Stripe sends the client back here with `redirect_status`, and `paid_before` that we added.
 */
function cardReturnState(): { status: "succeeded" | "failed" | null; paidBefore: string | null } {
  const params = new URLSearchParams(window.location.search);
  const status = params.get("redirect_status");
  return {
    status: status === "succeeded" || status === "processing" ? "succeeded" : status === "failed" ? "failed" : null,
    paidBefore: params.get("paid_before"),
  };
}

export default function PayInvoicePage() {
  const { token = "" } = useParams<{ token: string }>();
  /** What was paid before the card payment being confirmed; null when none is. */
  const [confirmingFrom, setConfirmingFrom] = useState(() => {
    const back = cardReturnState();
    return back.status === "succeeded" ? (back.paidBefore ?? "") : null;
  });
  const [returnFailed] = useState(() => cardReturnState().status === "failed");
  const recorded = (data: PublicInvoice | undefined) =>
    data?.status === "paid" || (confirmingFrom !== "" && data?.figures.paid !== confirmingFrom);
  const query = useQuery<PublicInvoice>({
    queryKey: publicInvoiceKey(token),
    queryFn: getQueryFn({ on401: "throw" }),
    refetchInterval: (q) => (confirmingFrom !== null && !recorded(q.state.data) ? 2000 : false),
  });
  const invoice = query.data;
  const confirming = confirmingFrom !== null && !recorded(invoice);

  if (query.isLoading) {
    return (
      <Frame>
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading invoice
          </span>
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </Frame>
    );
  }

  if (!invoice) {
    const notFound = readApiError(query.error).status === 404;
    return (
      <Frame>
        <Card className="mx-auto w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-3 p-8">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <FileQuestion className="size-6" aria-hidden />
            </span>
            <h1 className="text-xl font-semibold">
              {notFound ? "Invoice not found" : "We couldn't load this invoice"}
            </h1>
            <p className="text-sm text-muted-foreground">
              {notFound
                ? "This payment link is not valid, or the invoice has been removed. Please contact the sender."
                : "Check your connection and try again."}
            </p>
            {!notFound && (
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </CardContent>
        </Card>
      </Frame>
    );
  }

  const paid = invoice.status === "paid";
  // Due: what is left to pay (the balance); once paid, the whole total.
  const amount = formatMoney(paid ? invoice.amount : invoice.figures.balance, invoice.currency || "USD");
  const refetch = () => void query.refetch();
  const onCardPaid = () => {
    setConfirmingFrom(invoice.figures.paid);
    refetch();
  };

  return (
    <Frame>
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">Invoice from {invoice.from.name}</p>
            <h1 className="text-2xl font-semibold tracking-tight">Invoice {invoice.invoiceNumber}</h1>
          </div>
          <InvoiceStatusBadge
            status={invoice.status}
            partiallyPaid={!paid && Number(invoice.figures.paid) > 0}
            className="self-start text-sm"
          />
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="rounded-lg bg-muted/60 p-4">
            <p className="text-sm text-muted-foreground">{paid ? "Amount paid" : "Amount due"}</p>
            <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="pay-amount">
              {amount}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {invoice.paymentPlan && !paid ? "Fully due " : "Due "}
              {formatDueDate(invoice.dueDate)}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <a href={invoice.pdfPath} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">From</dt>
              <dd className="text-sm">
                <span className="block font-medium">{invoice.from.name}</span>
                {invoice.from.contact && invoice.from.contact !== invoice.from.name && (
                  <span className="block">{invoice.from.contact}</span>
                )}
                <a href={`mailto:${invoice.from.email}`} className="text-primary hover:underline">
                  {invoice.from.email}
                </a>
                {invoice.from.taxId && <span className="block text-muted-foreground">Tax ID {invoice.from.taxId}</span>}
              </dd>
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Billed to</dt>
              <dd className="text-sm">
                <span className="block font-medium">{invoice.to.name}</span>
                {invoice.to.company && <span className="block">{invoice.to.company}</span>}
                {invoice.to.taxId && <span className="block text-muted-foreground">Tax ID {invoice.to.taxId}</span>}
              </dd>
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Invoice number</dt>
              <dd className="text-sm">{invoice.invoiceNumber}</dd>
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Issued</dt>
              <dd className="text-sm">{formatDate(invoice.issuedAt)}</dd>
            </div>
            {invoice.description && (
              <div className="grid content-start gap-0.5 sm:col-span-2">
                <dt className="text-xs font-medium text-muted-foreground">Description</dt>
                <dd className="text-sm whitespace-pre-wrap">{invoice.description}</dd>
              </div>
            )}
          </dl>
          <InvoiceFiguresTable figures={invoice.figures} currency={invoice.currency || "USD"} />
        </CardContent>
      </Card>

      {invoice.paymentPlan && invoice.status !== "void" && (
        <InstalmentList plan={invoice.paymentPlan} currency={invoice.currency || "USD"} />
      )}

      {invoice.status === "void" ? (
        <Card role="status">
          <CardContent className="grid gap-1 p-6">
            <h2 className="text-xl font-semibold">This invoice was voided</h2>
            <p className="text-sm text-muted-foreground">
              Nothing is owed on it. Contact {invoice.from.name} if you have a question.
            </p>
          </CardContent>
        </Card>
      ) : paid ? (
        <Card className="border-success/30 bg-success/5" role="status">
          <CardContent className="flex items-start gap-4 p-6">
            <CircleCheck className="size-8 shrink-0 text-success" aria-hidden />
            <div className="grid gap-1">
              <h2 className="text-xl font-semibold text-success">Paid</h2>
              {invoice.paidDate && <p className="text-sm">Paid on {formatDate(invoice.paidDate)}</p>}
              <p className="text-sm text-muted-foreground">Thank you for your payment!</p>
            </div>
          </CardContent>
        </Card>
      ) : (
        <PaymentOptions
          invoice={invoice}
          token={token}
          amount={amount}
          confirming={confirming}
          returnFailed={returnFailed}
          onCardPaid={onCardPaid}
          onDemoPaid={refetch}
          onClaimed={refetch}
        />
      )}
    </Frame>
  );
}

interface OptionsProps {
  invoice: PublicInvoice;
  token: string;
  amount: string;
  confirming: boolean;
  returnFailed: boolean;
  onCardPaid: () => void;
  onDemoPaid: () => void;
  onClaimed: () => void;
}

function PaymentOptions({
  invoice,
  token,
  amount,
  confirming,
  returnFailed,
  onCardPaid,
  onDemoPaid,
  onClaimed,
}: OptionsProps) {
  const { card, publishableKey, bankTransferDetails } = invoice.payment;
  const currency = invoice.currency || "USD";
  const plan = invoice.paymentPlan;
  const next = plan?.instalments.find((i) => i.position === plan.current) ?? null;
  // With a plan, the next open instalment by default; the whole balance on request.
  const [choice, setChoice] = useState<PayChoice>("instalment");
  const instalment = next && choice === "instalment" ? next : null;
  const toPay = instalment ? formatMoney(instalment.balance, currency) : amount;
  return (
    <>
      {plan && next && (
        <Card>
          <CardContent className="p-6">
            <PayChoicePicker
              plan={plan}
              currency={currency}
              balance={invoice.figures.balance}
              choice={choice}
              onChoose={setChoice}
            />
          </CardContent>
        </Card>
      )}
      {card !== "none" && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CreditCard className="size-5 text-primary" aria-hidden />
              Pay by card
            </CardTitle>
            <CardDescription>Pay {toPay} securely online.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {returnFailed && (
              <p role="alert" className="text-sm font-medium text-destructive">
                The card payment did not go through. No money was taken; please try again.
              </p>
            )}
            {confirming ? (
              <p role="status" className="rounded-md border border-success/30 bg-success/5 p-4 text-sm">
                Payment received — thank you! We are confirming it with the card processor; this page updates by itself.
              </p>
            ) : card === "stripe" && publishableKey ? (
              <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                <StripeCardForm
                  key={instalment?.id ?? "balance"}
                  token={token}
                  instalmentId={instalment?.id}
                  publishableKey={publishableKey}
                  payLabel={`Pay ${toPay}`}
                  paidBefore={invoice.figures.paid}
                  onPaid={onCardPaid}
                />
              </Suspense>
            ) : card === "demo" ? (
              <DemoPay token={token} instalmentId={instalment?.id} amountLabel={toPay} onPaid={onDemoPaid} />
            ) : (
              <p className="text-sm text-muted-foreground">Card payments are not available for this invoice.</p>
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Landmark className="size-5 text-primary" aria-hidden />
            Pay by bank transfer
          </CardTitle>
          <CardDescription>
            {bankTransferDetails ? `Transfer ${toPay} to the account below.` : `Transfer ${toPay} directly.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {bankTransferDetails ? (
            <>
              <p className="rounded-md border bg-muted/40 p-4 font-mono text-sm break-words whitespace-pre-wrap">
                {bankTransferDetails}
              </p>
              <p className="text-sm">
                Reference: <span className="font-semibold">{invoice.invoiceNumber}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                Please use the invoice number as the payment reference so the payment can be matched.
              </p>
            </>
          ) : (
            <p className="text-sm">
              Ask {invoice.from.name} for their bank details at{" "}
              <a href={`mailto:${invoice.from.email}`} className="text-primary hover:underline">
                {invoice.from.email}
              </a>
              , quoting invoice <span className="font-semibold">{invoice.invoiceNumber}</span>.
            </p>
          )}
          <PaymentSent
            token={token}
            ownerName={invoice.from.name}
            claimedAt={invoice.paymentClaimedAt}
            onSent={onClaimed}
          />
        </CardContent>
      </Card>
    </>
  );
}
