// The pay page of an invoice with a payment plan (docs/decisions/270-pay-one-instalment.md): the
// instalments with their due dates and states (computed by the server), and the choice between the next
// open instalment and the whole balance.
import { CalendarRange } from "lucide-react";
import type { PaymentPlanView } from "@core/invoices/payment-plans/plan";
import { formatMoney } from "@core/invoices/templates";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/business-data";

type InstalmentStatus = PaymentPlanView["instalments"][number]["status"];

const STATUS: Record<
  InstalmentStatus,
  { label: string; variant: "success" | "warning" | "destructive" | "secondary" }
> = {
  paid: { label: "Paid", variant: "success" },
  partly_paid: { label: "Partly paid", variant: "warning" },
  overdue: { label: "Overdue", variant: "destructive" },
  due: { label: "Open", variant: "secondary" },
};

export function InstalmentList({ plan, currency }: { plan: PaymentPlanView; currency: string }) {
  const count = plan.instalments.length;
  const paid = plan.instalments.filter((i) => i.status === "paid").length;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarRange className="size-5 text-primary" aria-hidden />
          Payment plan
        </CardTitle>
        <CardDescription>
          This invoice is paid in {count} instalments; {paid} of {count} paid.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y rounded-md border" aria-label="Instalments">
          {plan.instalments.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-sm"
              aria-current={plan.current === i.position ? "step" : undefined}
            >
              <span className="grid">
                <span className="font-medium">Instalment {i.position}</span>
                <span className="text-muted-foreground">Due {formatDate(i.dueDate)}</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="tabular-nums">
                  {formatMoney(i.amount, currency)}
                  {i.status === "partly_paid" && (
                    <span className="block text-xs text-muted-foreground">{formatMoney(i.balance, currency)} left</span>
                  )}
                </span>
                <Badge variant={STATUS[i.status].variant}>{STATUS[i.status].label}</Badge>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export type PayChoice = "instalment" | "balance";

/** "Pay instalment 2 (€300.00)" or "Pay the whole balance (€600.00)": a radio group, keyboard-ready. */
export function PayChoicePicker(props: {
  plan: PaymentPlanView;
  currency: string;
  balance: string;
  choice: PayChoice;
  onChoose: (choice: PayChoice) => void;
}) {
  const { plan, currency, balance, choice, onChoose } = props;
  const next = plan.instalments.find((i) => i.position === plan.current);
  if (!next) return null;
  const options: { value: PayChoice; title: string; detail: string }[] = [
    {
      value: "instalment",
      title: `Instalment ${next.position} of ${plan.instalments.length}: ${formatMoney(next.balance, currency)}`,
      detail: `Due ${formatDate(next.dueDate)}`,
    },
    {
      value: "balance",
      title: `The whole balance: ${formatMoney(balance, currency)}`,
      detail: "Settles the invoice now",
    },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">What would you like to pay?</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-checked:border-primary has-checked:bg-accent/50 has-focus-visible:ring-2 has-focus-visible:ring-ring"
        >
          <input
            type="radio"
            name="pay-choice"
            value={o.value}
            checked={choice === o.value}
            onChange={() => onChoose(o.value)}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="grid">
            <span className="font-medium">{o.title}</span>
            <span className="text-muted-foreground">{o.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
