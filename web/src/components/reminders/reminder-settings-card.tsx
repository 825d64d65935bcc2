// Settings → Billing → 'Reminders': the owner's schedule, the adaptive cadence's switch and the late
// fee (PUT /api/reminders/settings). The note under the title is the server's sentence.
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderSettingsView } from "@core/reminders/settings";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { ScheduleFields, fieldError, scheduleBody, stepsText } from "./schedule-fields";

export const REMINDER_SETTINGS_KEY = ["/api/reminders/settings"];

type FeeKind = "none" | "flat" | "percent";

export function ReminderSettingsCard() {
  const queryClient = useQueryClient();
  const query = useQuery<ReminderSettingsView>({ queryKey: REMINDER_SETTINGS_KEY });
  const [steps, setSteps] = useState("1, 3, 7");
  const [repeat, setRepeat] = useState("");
  const [adaptive, setAdaptive] = useState(true);
  const [feeKind, setFeeKind] = useState<FeeKind>("none");
  const [feeValue, setFeeValue] = useState("");
  const [feeAfter, setFeeAfter] = useState("7");
  const [feeRepeat, setFeeRepeat] = useState("");
  useEffect(() => {
    const d = query.data;
    if (!d) return;
    setSteps(stepsText(d.schedule.steps));
    setRepeat(d.schedule.repeatEvery ? String(d.schedule.repeatEvery) : "");
    setAdaptive(d.adaptive);
    setFeeKind(d.lateFee?.kind ?? "none");
    setFeeValue(d.lateFee ? ((d.lateFee.kind === "flat" ? d.lateFee.amount : d.lateFee.rate) ?? "") : "");
    setFeeAfter(String(d.lateFee?.afterDays ?? 7));
    setFeeRepeat(d.lateFee?.repeatEvery ? String(d.lateFee.repeatEvery) : "");
  }, [query.data]);
  const save = useMutation({
    mutationFn: async () =>
      (
        await apiRequest("PUT", "/api/reminders/settings", {
          body: {
            schedule: scheduleBody(steps, repeat),
            adaptive,
            lateFee:
              feeKind === "none"
                ? null
                : {
                    kind: feeKind,
                    ...(feeKind === "flat" ? { amount: feeValue } : { rate: feeValue }),
                    afterDays: Number(feeAfter),
                    repeatEvery: feeRepeat === "" ? null : Number(feeRepeat),
                  },
          },
        })
      ).json(),
    onSuccess: (saved: ReminderSettingsView) => {
      queryClient.setQueryData(REMINDER_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/reminders/invoices"] });
      toast({ title: "Reminders updated", description: saved.note });
    },
  });
  const fields = save.error ? (readApiError(save.error).fields ?? {}) : {};

  return (
    <Card>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <CardHeader>
          <CardTitle as="h2">Reminders</CardTitle>
          <CardDescription data-testid="reminder-note">
            {query.data ? query.data.note : "When your clients are reminded to pay."}
          </CardDescription>
          {query.data && !query.data.enabled && (
            <p className="text-sm text-amber-700 dark:text-amber-400">
              Automatic reminders are off: turn on Invoice Reminders under Notifications.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {!query.data ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <>
              <ScheduleFields
                id="owner-schedule"
                steps={steps}
                onSteps={setSteps}
                repeat={repeat}
                onRepeat={setRepeat}
                errors={{
                  steps: fieldError(fields, "schedule.steps"),
                  repeat: fieldError(fields, "schedule.repeatEvery"),
                }}
              />
              <div className="flex items-start justify-between gap-4">
                <div className="grid gap-1">
                  <Label htmlFor="adaptive-reminders">Adapt to each client</Label>
                  <p id="adaptive-reminders-hint" className="text-sm text-muted-foreground">
                    Earlier and firmer for clients who usually pay late, gentler for those who pay on time (from their
                    last paid invoices; each invoice says why).
                  </p>
                </div>
                <Switch
                  id="adaptive-reminders"
                  checked={adaptive}
                  onCheckedChange={setAdaptive}
                  aria-describedby="adaptive-reminders-hint"
                />
              </div>
              <fieldset className="grid gap-4">
                <legend className="mb-2 text-sm font-medium">Late fee</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field label="Fee" htmlFor="late-fee-kind">
                    <select
                      id="late-fee-kind"
                      className="h-10 rounded-md border border-input bg-card px-3 text-sm"
                      value={feeKind}
                      onChange={(e) => setFeeKind(e.target.value as FeeKind)}
                    >
                      <option value="none">No late fee</option>
                      <option value="flat">A fixed amount</option>
                      <option value="percent">A percentage of the balance</option>
                    </select>
                  </Field>
                  {feeKind !== "none" && (
                    <Field
                      label={feeKind === "flat" ? "Amount" : "Rate (%)"}
                      htmlFor="late-fee-value"
                      error={fieldError(fields, feeKind === "flat" ? "lateFee.amount" : "lateFee.rate")}
                    >
                      <Input
                        id="late-fee-value"
                        inputMode="decimal"
                        value={feeValue}
                        onChange={(e) => setFeeValue(e.target.value)}
                      />
                    </Field>
                  )}
                </div>
                {feeKind !== "none" && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field
                      label="After (days past due)"
                      htmlFor="late-fee-after"
                      error={fieldError(fields, "lateFee.afterDays")}
                    >
                      <Input
                        id="late-fee-after"
                        inputMode="numeric"
                        value={feeAfter}
                        onChange={(e) => setFeeAfter(e.target.value.replace(/[^\d]/g, ""))}
                      />
                    </Field>
                    <Field
                      label="Again every (days)"
                      htmlFor="late-fee-repeat"
                      optional
                      description="Empty: charged once"
                      error={fieldError(fields, "lateFee.repeatEvery")}
                    >
                      <Input
                        id="late-fee-repeat"
                        inputMode="numeric"
                        value={feeRepeat}
                        onChange={(e) => setFeeRepeat(e.target.value.replace(/[^\d]/g, ""))}
                      />
                    </Field>
                  </div>
                )}
              </fieldset>
            </>
          )}
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" disabled={save.isPending || !query.data}>
            {save.isPending && <Spinner />}
            Save reminders
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
