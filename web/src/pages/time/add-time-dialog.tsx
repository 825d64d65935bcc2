// 'Add time': work done without the timer, for a client, on a day: the duration as the owner writes it
// ("1h30m", "90m", "1.5h"); the server reads it and prices it at the owner's hourly rate unless given.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { TimeEntryView } from "@core/time-entries/schemas";
import { formatMoney } from "@core/currency/format";
import { formatDuration } from "@core/time-entries/duration";
import { ClientField } from "@web/components/form/client-field";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { TIME_PATH, useRefreshTime } from "@web/lib/time-queries";

interface Values {
  clientId: string;
  duration: string;
  date: string;
  description: string;
  hourlyRate: string;
}

const FIELDS = ["clientId", "duration", "date", "description", "hourlyRate"] as const;

export function AddTimeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">{open && <AddTimeForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function AddTimeForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const today = useOwnerToday();
  const refresh = useRefreshTime();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { clientId: "", duration: "", date: today, description: "", hourlyRate: "" },
  });
  const errors = form.formState.errors;

  const add = useSingleFlightMutation({
    mutationFn: async (v: Values) =>
      (await (
        await apiRequest("POST", TIME_PATH, {
          body: {
            clientId: v.clientId,
            duration: v.duration,
            date: v.date || null,
            description: v.description.trim() || null,
            hourlyRate: v.hourlyRate.trim() || null,
          },
        })
      ).json()) as TimeEntryView,
    onSuccess: (entry) => {
      toast({
        title: `Added ${formatDuration(entry.minutes ?? 0)} for ${entry.clientName}`,
        description: entry.amount ? formatMoney(entry.amount, entry.currency) : undefined,
      });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const { message, matchedField } = setServerErrors(form.setError, error, FIELDS);
      setFormError(matchedField ? null : message);
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        if (!v.clientId) return form.setError("clientId", { message: "Client is required" }, { shouldFocus: true });
        add.mutate(v);
      })}
    >
      <DialogHeader>
        <DialogTitle>Add time</DialogTitle>
        <DialogDescription>
          Work done without the timer. It is billed with the client's other unbilled time.
        </DialogDescription>
      </DialogHeader>
      <ClientField id={`${id}-client`} control={form.control} error={errors.clientId?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Duration"
          htmlFor={`${id}-duration`}
          error={errors.duration?.message}
          description="Like 1h30m, 90m or 1.5h"
        >
          <Input id={`${id}-duration`} placeholder="1h30m" autoComplete="off" {...form.register("duration")} />
        </Field>
        <Field label="Date" htmlFor={`${id}-date`} error={errors.date?.message}>
          <Input id={`${id}-date`} type="date" max={today} {...form.register("date")} />
        </Field>
      </div>
      <Field label="Description" htmlFor={`${id}-description`} error={errors.description?.message} optional>
        <Input id={`${id}-description`} placeholder="What you worked on" {...form.register("description")} />
      </Field>
      <Field
        label="Hourly rate"
        htmlFor={`${id}-rate`}
        error={errors.hourlyRate?.message}
        optional
        description={
          user?.defaultHourlyRate
            ? `Your rate is ${formatMoney(user.defaultHourlyRate, user.defaultCurrency ?? "USD")} an hour unless you give another.`
            : "Set your hourly rate in Settings → Billing, or give one here."
        }
      >
        <Input
          id={`${id}-rate`}
          inputMode="decimal"
          className="w-40"
          placeholder={user?.defaultHourlyRate ?? "75"}
          {...form.register("hourlyRate")}
        />
      </Field>
      <DialogFormFooter submit="Add time" pendingText="Adding..." pending={add.isPending} error={formError} />
    </form>
  );
}
