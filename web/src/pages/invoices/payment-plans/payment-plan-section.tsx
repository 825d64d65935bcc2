// 'View invoice' → Payment plan: the instalments with what was paid against each (payments apply in
// order), or a form that splits the total into instalments with their own due dates (sum = total,
// checked by the server, which names the row in error). The split it starts from and the date of an
// added row are the server's (GET …/payment-plan/proposal): no month or cent arithmetic here.
// Removing a plan asks first.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarRange, Plus, X } from "lucide-react";
import type { PaymentPlanView } from "@core/invoices/payment-plans/plan";
import type { PaymentPlanProposal } from "@core/invoices/payment-plans/schemas";
import { formatMoney } from "@core/invoices/templates";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import type { ApiQuery } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { formatDate, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { fieldError } from "@web/components/reminders/schedule-fields";

const STATUS: Record<PaymentPlanView["instalments"][number]["status"], string> = {
  paid: "paid",
  partly_paid: "partly paid",
  overdue: "overdue",
  due: "due",
};

interface Row {
  dueDate: string;
  amount: string;
}

const rowsOf = (proposal: PaymentPlanProposal): Row[] =>
  proposal.instalments.map((i) => ({ dueDate: i.dueDate, amount: i.amount }));

export function PaymentPlanSection(props: {
  invoiceId: string;
  currency: string;
  totalCents: number;
  dueDate: string;
  open: boolean;
}) {
  const { invoiceId, currency, totalCents, dueDate, open } = props;
  const key = ["/api/invoices", invoiceId, "payment-plan"];
  const queryClient = useQueryClient();
  const refresh = useRefreshBusinessData();
  const query = useQuery<{ plan: PaymentPlanView | null }>({
    queryKey: key,
    queryFn: async () => (await apiRequest("GET", "/api/invoices/{id}/payment-plan", { path: { id: invoiceId } })).json(),
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const done = (title: string) => {
    setRows(null);
    setConfirmRemove(false);
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ["/api/reminders/invoices", invoiceId] });
    void refresh();
    toast({ title });
  };
  const save = useMutation({
    mutationFn: async (instalments: Row[]) =>
      (await apiRequest("PUT", "/api/invoices/{id}/payment-plan", { path: { id: invoiceId }, body: { instalments } })).json(),
    onSuccess: () => done("Payment plan saved"),
  });
  // The server's even split (3 monthly instalments from the due date), or with `count=2&from=<date>` the
  // date a month after `from` for an added row.
  const propose = useMutation({
    mutationFn: async (query: ApiQuery<"GET", "/api/invoices/{id}/payment-plan/proposal">) =>
      (await (
        await apiRequest("GET", "/api/invoices/{id}/payment-plan/proposal", { path: { id: invoiceId }, query })
      ).json()) as PaymentPlanProposal,
  });
  const addRow = (dueDate: string) => setRows((now) => (now ? [...now, { dueDate, amount: "" }] : now));
  const remove = useMutation({
    mutationFn: async () => (await apiRequest("DELETE", "/api/invoices/{id}/payment-plan", { path: { id: invoiceId } })).json(),
    onSuccess: () => done("Payment plan removed"),
    onError: (error) => toastError(readApiError(error).message || "The plan could not be removed"),
  });
  const plan = query.data?.plan;
  const fields = save.error ? (readApiError(save.error).fields ?? {}) : {};
  const sumCents = (rows ?? []).reduce((s, r) => s + Math.round(Number(r.amount || 0) * 100), 0);

  if (!query.data) return <Skeleton className="h-10 w-full" />;
  if (!plan && !open) return null;
  return (
    <section aria-labelledby="payment-plan-title" className="grid min-w-0 gap-3 rounded-md border p-3">
      <h3 id="payment-plan-title" className="flex items-center gap-2 text-sm font-medium">
        <CalendarRange className="size-4" aria-hidden />
        Payment plan
      </h3>
      {rows ? (
        <form
          noValidate
          className="grid gap-3"
          aria-label="Instalments"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(rows);
          }}
        >
          <ol className="grid gap-2">
            {rows.map((row, i) => (
              <li key={i} aria-label={`Instalment ${i + 1}`} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                <div className="grid gap-1">
                  <Label htmlFor={`inst-${i}-date`} className="text-xs">
                    Instalment {i + 1} due
                  </Label>
                  <Input
                    id={`inst-${i}-date`}
                    type="date"
                    value={row.dueDate}
                    aria-invalid={fields[`instalments.${i}.dueDate`] ? true : undefined}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, dueDate: e.target.value } : r)))}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`inst-${i}-amount`} className="text-xs">
                    Amount
                  </Label>
                  <Input
                    id={`inst-${i}-amount`}
                    inputMode="decimal"
                    value={row.amount}
                    aria-invalid={fields[`instalments.${i}.amount`] ? true : undefined}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, amount: e.target.value } : r)))}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove instalment ${i + 1}`}
                  disabled={rows.length <= 2}
                  onClick={() => setRows(rows.filter((_, j) => j !== i))}
                >
                  <X aria-hidden />
                </Button>
                {(fields[`instalments.${i}.dueDate`] || fields[`instalments.${i}.amount`]) && (
                  <p className="col-span-3 text-sm text-destructive">
                    {fields[`instalments.${i}.dueDate`] ?? fields[`instalments.${i}.amount`]}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground" data-testid="plan-sum">
            {formatMoney((sumCents / 100).toFixed(2), currency)} of{" "}
            {formatMoney((totalCents / 100).toFixed(2), currency)}
          </p>
          {fieldError(fields, "instalments") && !Object.keys(fields).some((k) => k.startsWith("instalments.")) && (
            <p className="text-sm text-destructive" role="alert">
              {fields.instalments}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={rows.length >= 24 || propose.isPending}
              onClick={() =>
                propose.mutate({ count: 2, from: rows[rows.length - 1].dueDate }, {
                  onSuccess: (next) => addRow(next.instalments[1].dueDate),
                  // No date to count from (the last row's was cleared): the new row's date is the owner's to type.
                  onError: () => addRow(""),
                })
              }
            >
              <Plus aria-hidden />
              Add instalment
            </Button>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setRows(null)}>
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending && <Spinner />}
                Save plan
              </Button>
            </div>
          </div>
        </form>
      ) : plan ? (
        <>
          <ol className="grid gap-1 text-sm" aria-label="Instalments">
            {plan.instalments.map((i) => (
              <li key={i.position} className="flex flex-wrap justify-between gap-x-4">
                <span className={plan.current === i.position ? "font-medium" : undefined}>
                  {i.position}. {formatDate(i.dueDate)} · {formatMoney(i.amount, currency)}
                </span>
                <span className="text-muted-foreground">
                  {STATUS[i.status]}
                  {i.status === "partly_paid" ? ` · ${formatMoney(i.balance, currency)} left` : ""}
                </span>
              </li>
            ))}
          </ol>
          {open &&
            (confirmRemove ? (
              <div
                role="alertdialog"
                aria-label="Remove payment plan?"
                className="flex flex-wrap items-center gap-2 text-sm"
              >
                <span>Remove the plan? The invoice stays due on {formatDate(dueDate)}.</span>
                <Button size="sm" variant="outline" onClick={() => setConfirmRemove(false)}>
                  Keep it
                </Button>
                <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
                  {remove.isPending && <Spinner />}
                  Remove plan
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    save.reset();
                    setRows(plan.instalments.map((i) => ({ dueDate: i.dueDate, amount: i.amount })));
                  }}
                >
                  Change plan
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(true)}>
                  Remove plan
                </Button>
              </div>
            ))}
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">Due in one payment.</p>
          <Button
            size="sm"
            variant="outline"
            disabled={propose.isPending}
            onClick={() => {
              save.reset();
              propose.mutate({}, {
                onSuccess: (proposal) => setRows(rowsOf(proposal)),
                onError: (error) => toastError(readApiError(error).message || "The instalments could not be proposed"),
              });
            }}
          >
            {propose.isPending && <Spinner />}
            Split into instalments
          </Button>
        </div>
      )}
    </section>
  );
}
