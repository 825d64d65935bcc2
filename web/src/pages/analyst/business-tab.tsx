// Business (spec 001 §2): Invoice Status and Payment Metrics, then the money charts: revenue per
// month with the forecast (Pro), money outstanding by age, paid against outstanding.
import { Clock, FileText, Percent } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { AnalyticsView } from "@web/lib/api-types";
import { ChartFrame, Charts } from "./chart-frame";
import { agingSummary, paidVsOutstandingSummary, revenueSummary } from "./chart-data";
import { RevenueNote } from "./revenue-note";
import { StatCard } from "./stat-card";

export function BusinessTab({ data }: { data: AnalyticsView }) {
  const b = data.business;
  const s = b.invoiceStatus;
  const pay = b.payments;
  const f = b.forecast;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <Card data-testid="invoice-status">
          <CardHeader className="flex flex-row items-center justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
            <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
              Invoice Status
            </CardTitle>
            <FileText className="size-4 text-muted-foreground" aria-hidden />
          </CardHeader>
          <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  ["Sent", s.sent, "text-primary"],
                  ["Paid", s.paid, "text-success"],
                  ["Overdue", s.overdue, "text-destructive"],
                ] as const
              ).map(([label, n, tone]) => (
                <div key={label}>
                  <dd
                    className={`text-2xl font-semibold tabular-nums ${tone}`}
                    data-testid={`status-${label.toLowerCase()}`}
                  >
                    {n}
                  </dd>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <StatCard
          title="Average payment time"
          icon={Clock}
          testId="average-payment-time"
          value={pay.averageDaysToPay === null ? null : `${pay.averageDaysToPay} days`}
          detail={
            pay.averageDaysToPay === null
              ? pay.averageNote
              : `From sending to the paid date, over ${pay.paidSample} paid invoices of the last 12 months.`
          }
        />
        <StatCard
          title="Payment success rate"
          icon={Percent}
          testId="payment-success-rate"
          value={pay.successRate === null ? null : `${pay.successRate}%`}
          detail={
            pay.successRate === null ? pay.successNote : `${pay.paidOfSent} of ${pay.sentCount} sent invoices are paid.`
          }
        />
      </div>
      <RevenueNote note={b.revenueNote} />
      <ChartFrame
        id="revenue"
        title="Revenue per month"
        description={
          f.expected !== null
            ? `With next month's forecast. ${f.method} From ${f.monthsUsed} months.`
            : (f.note ?? undefined)
        }
        summary={revenueSummary(b, data.currency)}
      >
        <Charts.Revenue business={b} currency={data.currency} />
      </ChartFrame>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFrame
          id="aging"
          title="Money outstanding by age"
          description="Awaiting payment, by days past the due date."
          summary={agingSummary(b, data.currency)}
        >
          <Charts.Aging business={b} currency={data.currency} />
        </ChartFrame>
        <ChartFrame
          id="paid-vs-outstanding"
          title="Paid vs outstanding"
          description="Every invoice in your currency, as on the invoice tracker."
          summary={paidVsOutstandingSummary(b, data.currency)}
        >
          <Charts.PaidVsOutstanding business={b} currency={data.currency} />
        </ChartFrame>
      </div>
    </div>
  );
}
