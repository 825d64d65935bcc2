// The client's quote page (/quote/:token), public in every auth state: the quote, and Accept (with the
// name they sign with) or Decline (with an optional reason, asked twice). Once answered, it says so.
import { useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CircleCheck, CircleX } from "lucide-react";
import type { getPublicQuote } from "@core/quotes/public";
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
import { Card, CardContent } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { apiRequest, getQueryFn, readApiError } from "@web/lib/queryClient";
import { formatDate } from "@web/lib/business-data";
import { QuoteStatusBadge } from "@web/components/documents/quote-status-badge";
import { InvoiceFiguresTable } from "./figures-table";

type PublicQuote = ReturnType<typeof getPublicQuote>;

function Frame({ children }: { children: ReactNode }) {
  return <PublicPageFrame footer="Quotes by Microteam">{children}</PublicPageFrame>;
}

export default function PublicQuotePage() {
  const { token = "" } = useParams<{ token: string }>();
  const key = [`/api/public/quotes/${token}`];
  const query = useQuery<PublicQuote>({ queryKey: key, queryFn: getQueryFn({ on401: "throw" }) });
  const quote = query.data;

  if (query.isLoading) {
    return (
      <Frame>
        <PublicDocumentLoading label="Loading quote" heights={["h-64"]} />
      </Frame>
    );
  }
  if (!quote) {
    return (
      <Frame>
        <PublicDocumentUnavailable
          error={query.error}
          thing="quote"
          notFoundText="This link is not valid, or the quote was removed. Please contact the sender."
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }

  return (
    <Frame>
      <Card>
        <PublicDocumentHeader
          from={<>Quote from {quote.from.name}</>}
          title={<>Quote {quote.quoteNumber}</>}
          badge={<QuoteStatusBadge status={quote.status} expired={quote.expired} className="self-start text-sm" />}
        />
        <CardContent className="grid gap-6">
          <AmountPanel
            label="Total"
            amount={formatMoney(quote.amount, quote.currency)}
            testId="quote-amount"
            note={quote.validUntil && <>Valid until {formatDueDate(quote.validUntil)}</>}
          />
          <DetailList>
            <DetailItem label="From">
              <SenderDetails from={quote.from} />
            </DetailItem>
            <DetailItem label="For">
              <RecipientDetails to={quote.to} />
            </DetailItem>
            <DescriptionItem text={quote.description} />
          </DetailList>
          <InvoiceFiguresTable figures={quote.figures} currency={quote.currency} showBalance={false} />
        </CardContent>
      </Card>
      <Answer quote={quote} token={token} queryKey={key} />
    </Frame>
  );
}

function Answer({ quote, token, queryKey }: { quote: PublicQuote; token: string; queryKey: string[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const answer = useMutation({
    mutationFn: async (kind: "accept" | "decline") =>
      (await (
        kind === "accept"
          ? await apiRequest("POST", "/api/public/quotes/{token}/accept", { path: { token }, body: { name } })
          : await apiRequest("POST", "/api/public/quotes/{token}/decline", { path: { token }, body: { reason } })
      ).json()) as PublicQuote,
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const error = answer.error ? readApiError(answer.error) : null;

  if (quote.status === "accepted") {
    return (
      <OutcomeCard title="Accepted" icon={CircleCheck} tone="success">
        <p className="text-sm" data-testid="quote-accepted">
          Accepted by {quote.acceptedName} on {formatDate(quote.acceptedAt)}. {quote.from.name} will send the invoice.
        </p>
      </OutcomeCard>
    );
  }
  if (quote.status === "declined") {
    return (
      <OutcomeCard title="Declined" icon={CircleX}>
        <p className="text-sm">
          You declined this quote on {formatDate(quote.declinedAt)}. Contact {quote.from.name} for a new one.
        </p>
      </OutcomeCard>
    );
  }
  if (quote.expired) {
    return (
      <OutcomeCard title="This quote has expired">
        <p className="text-sm text-muted-foreground">
          It was valid until {formatDueDate(quote.validUntil!)}. Ask {quote.from.name} for a new one.
        </p>
      </OutcomeCard>
    );
  }
  return (
    <Card>
      <CardContent className="grid gap-4 p-6">
        {!declining ? (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              answer.mutate("accept");
            }}
          >
            <h2 className="text-xl font-semibold">Accept this quote</h2>
            <p className="text-sm text-muted-foreground">
              Type your name to accept {formatMoney(quote.amount, quote.currency)} from {quote.from.name}. The date is
              recorded with it.
            </p>
            <div className="grid gap-1.5">
              <Label htmlFor="accept-name">Your name</Label>
              <Input
                id="accept-name"
                autoComplete="name"
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={error?.fields?.name ? true : undefined}
                aria-describedby={error ? "answer-error" : undefined}
              />
            </div>
            {error && (
              <p id="answer-error" role="alert" className="text-sm font-medium text-destructive">
                {error.fields?.name ?? error.message}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={answer.isPending}>
                {answer.isPending ? <Spinner /> : <CircleCheck aria-hidden />}
                Accept quote
              </Button>
              <Button type="button" variant="outline" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </div>
          </form>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              answer.mutate("decline");
            }}
          >
            <h2 className="text-xl font-semibold">Decline this quote?</h2>
            <div className="grid gap-1.5">
              <Label htmlFor="decline-reason">Reason (optional, {quote.from.name} will see it)</Label>
              <Textarea
                id="decline-reason"
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error.message}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" variant="destructive" disabled={answer.isPending}>
                {answer.isPending && <Spinner />}
                Decline quote
              </Button>
              <Button type="button" variant="outline" onClick={() => setDeclining(false)}>
                Back
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
