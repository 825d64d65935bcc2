// 'View invoice' → Reminders: which schedule the invoice follows and why (the adaptive sentence), each
// step's date and state, pause/resume, a schedule of its own, and the late fees with Waive (asks first).
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellOff, BellRing, CalendarClock } from "lucide-react";
import type { InvoiceReminderPlan } from "@core/reminders/invoice-plan";
import { formatMoney } from "@core/invoices/templates";
import { MAY_HAVE_BEEN_SENT } from "@core/mail/state";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { formatDate, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { OwnScheduleForm } from "./own-schedule-form";

const SOURCE: Record<InvoiceReminderPlan["source"], string> = {
  invoice: "This invoice's own schedule",
  client: "The client's schedule",
  owner: "Your schedule",
  default: "The standard schedule",
};
const STATE: Record<InvoiceReminderPlan["steps"][number]["state"], string> = {
  sent: "sent",
  possibly_sent: MAY_HAVE_BEEN_SENT,
  queued: "sending",
  failed: "not delivered",
  passed: "passed",
  upcoming: "upcoming",
};

export function InvoiceReminders({ invoiceId, currency }: { invoiceId: string; currency: string }) {
  const key = ["/api/reminders/invoices", invoiceId];
  const queryClient = useQueryClient();
  const refresh = useRefreshBusinessData();
  const query = useQuery<InvoiceReminderPlan>({
    queryKey: key,
    queryFn: async () => (await apiRequest("GET", "/api/reminders/invoices/{id}", { path: { id: invoiceId } })).json(),
  });
  const [editing, setEditing] = useState(false);
  const [waiving, setWaiving] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (body: ApiBody<"PUT", "/api/reminders/invoices/{id}">) =>
      (await apiRequest("PUT", "/api/reminders/invoices/{id}", { path: { id: invoiceId }, body })).json() as Promise<InvoiceReminderPlan>,
    onSuccess: (plan) => {
      queryClient.setQueryData(key, plan);
      setEditing(false);
      toast({ title: "Reminders updated", description: plan.blocked ?? `Reminders: ${plan.description}.` });
    },
  });
  const waive = useMutation({
    mutationFn: async (feeId: string) =>
      (await apiRequest("POST", "/api/reminders/invoices/{id}/late-fees/{feeId}/waive", { path: { id: invoiceId, feeId } })).json(),
    onSuccess: () => {
      setWaiving(null);
      void queryClient.invalidateQueries({ queryKey: key });
      void refresh();
      toast({ title: "Late fee waived" });
    },
    onError: (error) => {
      setWaiving(null);
      toastError(readApiError(error).message || "The fee could not be waived");
    },
  });
  const plan = query.data;
  const fields = change.error ? (readApiError(change.error).fields ?? {}) : {};

  return (
    <section aria-labelledby="invoice-reminders-title" className="grid min-w-0 gap-3 rounded-md border p-3">
      <h3 id="invoice-reminders-title" className="flex items-center gap-2 text-sm font-medium">
        <BellRing className="size-4" aria-hidden />
        Reminders
      </h3>
      {!plan ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <>
          <p className="text-sm">
            {SOURCE[plan.source]}: {plan.description}.
          </p>
          {plan.instalment && (
            <p className="text-sm text-muted-foreground">
              Counted from instalment {plan.instalment.position} of {plan.instalment.of}, due{" "}
              {formatDate(plan.instalment.dueDate)}.
            </p>
          )}
          {plan.adaptive && (
            <p data-testid="adaptive-reason" className="text-sm text-muted-foreground">
              {plan.adaptive.reason}
            </p>
          )}
          {plan.blocked && (
            <p className="flex items-start gap-2 text-sm text-amber-700 dark:text-amber-400">
              <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden />
              {plan.blocked}
            </p>
          )}
          {!plan.blocked && plan.steps.length > 0 && <StepList steps={plan.steps} />}
          {plan.lateFees.length > 0 && (
            <ul className="grid gap-2 text-sm" aria-label="Late fees">
              {plan.lateFees.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className={f.waived ? "text-muted-foreground line-through" : undefined}>
                    Late fee {formatMoney(f.amount, currency)} · charged {formatDate(f.chargedOn)}
                    {f.waived ? " · waived" : f.told ? " · told in a reminder" : ""}
                  </span>
                  {!f.waived &&
                    (waiving === f.id ? (
                      <span
                        role="alertdialog"
                        aria-label="Waive late fee?"
                        className="flex flex-wrap items-center gap-2"
                      >
                        <span className="text-xs">Remove this fee from the invoice?</span>
                        <Button size="sm" variant="outline" onClick={() => setWaiving(null)}>
                          Keep it
                        </Button>
                        <Button
                          size="sm"
                          variant="destructive"
                          disabled={waive.isPending}
                          onClick={() => waive.mutate(f.id)}
                        >
                          {waive.isPending && <Spinner />}
                          Waive fee
                        </Button>
                      </span>
                    ) : (
                      <Button size="sm" variant="outline" onClick={() => setWaiving(f.id)}>
                        Waive
                      </Button>
                    ))}
                </li>
              ))}
            </ul>
          )}
          {plan.lateFeeRule && plan.lateFees.length === 0 && (
            <p className="text-xs text-muted-foreground">Late fee: {plan.lateFeeRule}.</p>
          )}
          {!plan.open ? null : editing ? (
            <OwnScheduleForm
              id="invoice-schedule"
              initial={plan.schedule}
              fields={fields}
              pending={change.isPending}
              onSave={(schedule) => change.mutate({ schedule })}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={change.isPending}
                onClick={() => change.mutate({ paused: !(plan.pausedBy === "invoice") })}
              >
                {plan.pausedBy === "invoice" ? "Resume reminders" : "Pause reminders"}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  change.reset();
                  setEditing(true);
                }}
              >
                Set a schedule for this invoice
              </Button>
              {plan.own && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ schedule: null })}
                >
                  Use the usual schedule
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

const UPCOMING_SHOWN = 3;

/** What already happened, then the next few steps (a repeating schedule has many). */
function StepList({ steps }: { steps: InvoiceReminderPlan["steps"] }) {
  const upcoming = steps.filter((s) => s.state === "upcoming");
  const shown = [
    ...steps.filter((s) => s.state !== "upcoming" && s.state !== "passed"),
    ...upcoming.slice(0, UPCOMING_SHOWN),
  ];
  const more = upcoming.length - Math.min(upcoming.length, UPCOMING_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Reminder steps">
      {shown.map((s) => (
        <li key={s.step} className={s.state === "upcoming" ? "text-foreground" : undefined}>
          <CalendarClock className="mr-1 inline size-3" aria-hidden />
          {formatDate(s.date)} · {STATE[s.state]}
        </li>
      ))}
      {more > 0 && <li>and {more} more until paid</li>}
    </ol>
  );
}
