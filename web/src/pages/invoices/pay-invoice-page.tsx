// The client's payment page (/pay/:token), public in every auth state: the invoice, and how to pay it.
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleCheck, CreditCard, Download, Landmark } from "lucide-react";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { AmountPanel } from "@web/components/public-page/amount-panel";
import { DescriptionItem, DetailItem, DetailList } from "@web/components/public-page/detail-list";
import { PublicDocumentHeader } from "@web/components/public-page/document-header";
import { PublicDocumentLoading } from "@web/components/public-page/document-loading";
import { PublicDocumentUnavailable } from "@web/components/public-page/document-unavailable";
import { OutcomeCard } from "@web/components/public-page/outcome-card";
import { RecipientDetails, SenderDetails } from "@web/components/public-page/parties";
import { PublicPageFrame } from "@web/components/public-page/public-page-frame";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { getQueryFn } from "@web/lib/queryClient";
import { formatDate } from "@web/lib/business-data";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { InvoiceFiguresTable } from "./figures-table";
import { DemoPay } from "./pay-invoice/demo-pay";
import { InstalmentList, PayChoicePicker, type PayChoice } from "./pay-invoice/instalments";
import { PaymentSent } from "./pay-invoice/payment-sent";
import { publicInvoiceKey, type PublicInvoice } from "./pay-invoice/types";

const StripeCardForm = lazy(() => import("./pay-invoice/stripe-card-form"));

function Frame({ children }: { children: ReactNode }) {
  return <PublicPageFrame footer="Secure invoice payment by Microteam">{children}</PublicPageFrame>;
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
        <PublicDocumentLoading label="Loading invoice" heights={["h-64", "h-40"]} />
      </Frame>
    );
  }

  if (!invoice) {
    return (
      <Frame>
        <PublicDocumentUnavailable
          error={query.error}
          thing="invoice"
          notFoundText="This payment link is not valid, or the invoice has been removed. Please contact the sender."
          onRetry={() => void query.refetch()}
          circledIcon
        />
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
        <PublicDocumentHeader
          from={<>Invoice from {invoice.from.name}</>}
          title={<>Invoice {invoice.invoiceNumber}</>}
          badge={
            <InvoiceStatusBadge
              status={invoice.status}
              partiallyPaid={!paid && Number(invoice.figures.paid) > 0}
              className="self-start text-sm"
            />
          }
        />
        <CardContent className="grid gap-6">
          <AmountPanel
            label={paid ? "Amount paid" : "Amount due"}
            amount={amount}
            testId="pay-amount"
            note={
              <>
                {invoice.paymentPlan && !paid ? "Fully due " : "Due "}
                {formatDueDate(invoice.dueDate)}
              </>
            }
          />
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <a href={invoice.pdfPath} download>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
          <DetailList>
            <DetailItem label="From">
              <SenderDetails from={invoice.from} />
            </DetailItem>
            <DetailItem label="Billed to">
              <RecipientDetails to={invoice.to} />
            </DetailItem>
            <DetailItem label="Invoice number">{invoice.invoiceNumber}</DetailItem>
            <DetailItem label="Issued">{formatDate(invoice.issuedAt)}</DetailItem>
            <DescriptionItem text={invoice.description} />
          </DetailList>
          <InvoiceFiguresTable figures={invoice.figures} currency={invoice.currency || "USD"} />
        </CardContent>
      </Card>

      {invoice.paymentPlan && invoice.status !== "void" && (
        <InstalmentList plan={invoice.paymentPlan} currency={invoice.currency || "USD"} />
      )}

      {invoice.status === "void" ? (
        <OutcomeCard title="This invoice was voided">
          <p className="text-sm text-muted-foreground">
            Nothing is owed on it. Contact {invoice.from.name} if you have a question.
          </p>
        </OutcomeCard>
      ) : paid ? (
        <OutcomeCard title="Paid" icon={CircleCheck} tone="success">
          {invoice.paidDate && <p className="text-sm">Paid on {formatDate(invoice.paidDate)}</p>}
          <p className="text-sm text-muted-foreground">Thank you for your payment!</p>
        </OutcomeCard>
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
