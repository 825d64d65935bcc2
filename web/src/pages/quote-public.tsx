// The client's quote page (/quote/:token), public in every auth state: the quote, and Accept (with the
// name they sign with) or Decline (with an optional reason, asked twice). Once answered, it says so.
import { useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { CircleCheck, CircleX, FileQuestion } from "lucide-react";
import type { getPublicQuote } from "@core/quotes/public";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { Logo } from "@web/components/layout/logo";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { apiRequest, getQueryFn, readApiError } from "@web/lib/queryClient";
import { formatDate } from "./invoices/data";
import { InvoiceFiguresTable } from "./invoices/figures-table";
import { QuoteStatusBadge } from "./quotes/quote-status-badge";

type PublicQuote = ReturnType<typeof getPublicQuote>;

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
      <footer className="py-6 text-center text-xs text-muted-foreground">Quotes by Microteam</footer>
    </div>
  );
}

export default function PublicQuotePage() {
  const { token = "" } = useParams<{ token: string }>();
  const key = [`/api/public/quotes/${token}`];
  const query = useQuery<PublicQuote>({ queryKey: key, queryFn: getQueryFn({ on401: "throw" }) });
  const quote = query.data;

  if (query.isLoading) {
    return (
      <Frame>
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading quote
          </span>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </Frame>
    );
  }
  if (!quote) {
    const notFound = readApiError(query.error).status === 404;
    return (
      <Frame>
        <Card className="mx-auto w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-3 p-8">
            <FileQuestion className="size-8 text-muted-foreground" aria-hidden />
            <h1 className="text-xl font-semibold">{notFound ? "Quote not found" : "We couldn't load this quote"}</h1>
            <p className="text-sm text-muted-foreground">
              {notFound
                ? "This link is not valid, or the quote was removed. Please contact the sender."
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

  return (
    <Frame>
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">Quote from {quote.from.name}</p>
            <h1 className="text-2xl font-semibold tracking-tight">Quote {quote.quoteNumber}</h1>
          </div>
          <QuoteStatusBadge status={quote.status} expired={quote.expired} className="self-start text-sm" />
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="rounded-lg bg-muted/60 p-4">
            <p className="text-sm text-muted-foreground">Total</p>
            <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="quote-amount">
              {formatMoney(quote.amount, quote.currency)}
            </p>
            {quote.validUntil && (
              <p className="mt-1 text-sm text-muted-foreground">Valid until {formatDueDate(quote.validUntil)}</p>
            )}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">From</dt>
              <dd className="text-sm">
                <span className="block font-medium">{quote.from.name}</span>
                <a href={`mailto:${quote.from.email}`} className="text-primary hover:underline">
                  {quote.from.email}
                </a>
                {quote.from.taxId && <span className="block text-muted-foreground">Tax ID {quote.from.taxId}</span>}
              </dd>
            </div>
            <div className="grid content-start gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">For</dt>
              <dd className="text-sm">
                <span className="block font-medium">{quote.to.name}</span>
                {quote.to.company && <span className="block">{quote.to.company}</span>}
              </dd>
            </div>
            {quote.description && (
              <div className="grid content-start gap-0.5 sm:col-span-2">
                <dt className="text-xs font-medium text-muted-foreground">Description</dt>
                <dd className="text-sm whitespace-pre-wrap">{quote.description}</dd>
              </div>
            )}
          </dl>
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
        await apiRequest("POST", `/api/public/quotes/${token}/${kind}`, kind === "accept" ? { name } : { reason })
      ).json()) as PublicQuote,
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
  const error = answer.error ? readApiError(answer.error) : null;

  if (quote.status === "accepted") {
    return (
      <Card className="border-success/30 bg-success/5" role="status">
        <CardContent className="flex items-start gap-4 p-6">
          <CircleCheck className="size-8 shrink-0 text-success" aria-hidden />
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold text-success">Accepted</h2>
            <p className="text-sm" data-testid="quote-accepted">
              Accepted by {quote.acceptedName} on {formatDate(quote.acceptedAt)}. {quote.from.name} will send the
              invoice.
            </p>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (quote.status === "declined") {
    return (
      <Card role="status">
        <CardContent className="flex items-start gap-4 p-6">
          <CircleX className="size-8 shrink-0 text-muted-foreground" aria-hidden />
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold">Declined</h2>
            <p className="text-sm">
              You declined this quote on {formatDate(quote.declinedAt)}. Contact {quote.from.name} for a new one.
            </p>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (quote.expired) {
    return (
      <Card role="status">
        <CardContent className="grid gap-1 p-6">
          <h2 className="text-xl font-semibold">This quote has expired</h2>
          <p className="text-sm text-muted-foreground">
            It was valid until {formatDueDate(quote.validUntil!)}. Ask {quote.from.name} for a new one.
          </p>
        </CardContent>
      </Card>
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
