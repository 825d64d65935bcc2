// A client's private page (/client/:token), public in every auth state: what they owe (each with Pay),
// quotes waiting for their answer (each with Review and accept), and their history.
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import type { getClientPage } from "@core/client-portal/public";
import { formatDueDate, formatMoney } from "@core/invoices/templates";
import { PublicDocumentLoading } from "@web/components/public-page/document-loading";
import { PublicDocumentUnavailable } from "@web/components/public-page/document-unavailable";
import { PublicPageTitle } from "@web/components/public-page/page-title";
import { PublicPageFrame } from "@web/components/public-page/public-page-frame";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { getQueryFn } from "@web/lib/queryClient";
import { InvoiceStatusBadge } from "@web/components/documents/invoice-status-badge";
import { QuoteStatusBadge } from "@web/components/documents/quote-status-badge";

type ClientPage = ReturnType<typeof getClientPage>;

const METHOD: Record<string, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  check: "Check",
  other: "Other",
};

function Section({
  title,
  count,
  shown,
  children,
}: {
  title: string;
  count: number;
  shown: number;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {children}
        {count > shown && (
          <p className="text-sm text-muted-foreground">
            The latest {shown} of {count}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export default function ClientPagePage() {
  const { token = "" } = useParams<{ token: string }>();
  const query = useQuery<ClientPage>({
    queryKey: [`/api/public/client-pages/${token}`],
    queryFn: getQueryFn({ on401: "throw" }),
  });
  const page = query.data;
  if (query.isLoading) {
    return (
      <PublicPageFrame>
        <PublicDocumentLoading label="Loading" heights={["h-40"]} />
      </PublicPageFrame>
    );
  }
  if (!page) {
    return (
      <PublicPageFrame>
        <PublicDocumentUnavailable
          error={query.error}
          thing="page"
          notFoundText="This link is not valid any more. Ask the sender for a new one."
        />
      </PublicPageFrame>
    );
  }
  const waiting = page.quotes.filter((q) => q.status === "sent" && !q.expired);
  const answered = page.quotes.filter((q) => !(q.status === "sent" && !q.expired));
  return (
    <PublicPageFrame>
      <PublicPageTitle
        from={
          <>
            From {page.from.name} ·{" "}
            <a href={`mailto:${page.from.email}`} className="text-primary hover:underline">
              {page.from.email}
            </a>
          </>
        }
        title={page.client.name}
      />

      <Section title="To pay" count={page.openCount} shown={page.openInvoices.length}>
        {page.openInvoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing to pay. Thank you!</p>
        ) : (
          <ul className="divide-y" aria-label="Invoices to pay">
            {page.openInvoices.map((i) => (
              <li
                key={i.invoiceNumber}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="client-page-open"
              >
                <div className="grid gap-0.5">
                  <span className="font-medium">
                    {i.invoiceNumber} <InvoiceStatusBadge status={i.status} partiallyPaid={i.balance !== i.amount} />
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {formatMoney(i.balance, i.currency)} due {formatDueDate(i.dueDate)}
                  </span>
                </div>
                <Button asChild size="sm">
                  <a href={i.payPath} aria-label={`Pay ${i.invoiceNumber}`}>
                    Pay
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {waiting.length > 0 && (
        <Section title="Quotes waiting for you" count={waiting.length} shown={waiting.length}>
          <ul className="divide-y" aria-label="Quotes waiting for you">
            {waiting.map((q) => (
              <li key={q.quoteNumber} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">{q.quoteNumber}</span>
                  <span className="text-sm text-muted-foreground">
                    {formatMoney(q.amount, q.currency)}
                    {q.validUntil ? `, valid until ${formatDueDate(q.validUntil)}` : ""}
                  </span>
                </div>
                <Button asChild size="sm">
                  <a href={q.quotePath} aria-label={`Review and accept ${q.quoteNumber}`}>
                    Review and accept
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="Past invoices" count={page.pastCount} shown={page.pastInvoices.length}>
        {page.pastInvoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">None yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Past invoices">
            {page.pastInvoices.map((i) => (
              <li key={i.invoiceNumber} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                <a href={i.payPath} className="font-medium text-primary hover:underline">
                  {i.invoiceNumber}
                </a>
                <span className="flex items-center gap-2">
                  {formatMoney(i.amount, i.currency)} <InvoiceStatusBadge status={i.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {answered.length > 0 && (
        <Section title="Other quotes" count={page.quoteCount - waiting.length} shown={answered.length}>
          <ul className="divide-y" aria-label="Other quotes">
            {answered.map((q) => (
              <li key={q.quoteNumber} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                <a href={q.quotePath} className="font-medium text-primary hover:underline">
                  {q.quoteNumber}
                </a>
                <span className="flex items-center gap-2">
                  {formatMoney(q.amount, q.currency)} <QuoteStatusBadge status={q.status} expired={q.expired} />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="Payments" count={page.payments.length} shown={page.payments.length}>
        {page.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        ) : (
          <ul className="divide-y" aria-label="Payments">
            {page.payments.map((p, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-3 py-2 text-sm">
                <span>
                  {formatDueDate(p.date)} · {METHOD[p.method] ?? p.method} · {p.invoiceNumber}
                </span>
                <span className="font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </PublicPageFrame>
  );
}
