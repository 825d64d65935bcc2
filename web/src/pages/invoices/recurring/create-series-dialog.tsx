// 'New recurring series': the client, the lines of each invoice (the invoice's own editor and totals
// rule), the repeat rule, how it ends, the days to pay and whether to email each invoice — with the
// server's preview of the dates beside it while typing.
import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import type { InvoiceDefaults } from "@core/invoices/payment-terms";
import type { RecurringSeriesView } from "@core/recurring/internal";
import { ClientField } from "@web/components/form/client-field";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, FieldError } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Switch } from "@web/components/ui/switch";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { useInvoiceDefaults } from "../queries";
import {
  EMPTY_LINE,
  LineItemsEditor,
  itemizedBody,
  setItemizedServerErrors,
  type ItemizedValues,
} from "../line-items-editor";
import { useRefreshRecurring } from "./queries";
import { SeriesPreview } from "./series-preview";

export interface SeriesValues extends ItemizedValues {
  clientId: string;
  description: string;
  unit: "day" | "week" | "month" | "month_day";
  every: string;
  dayOfMonth: string;
  startDate: string;
  ends: "never" | "date" | "count";
  endDate: string;
  count: string;
  dueDays: string;
  sendEmail: boolean;
}

const PLAIN_FIELDS = [
  "clientId",
  "description",
  "unit",
  "every",
  "dayOfMonth",
  "startDate",
  "endDate",
  "count",
  "dueDays",
  "sendEmail",
] as const;

/** The request body (create and preview) from the form's fields; the server checks everything. */
export function seriesBody(v: SeriesValues) {
  return {
    clientId: v.clientId,
    description: v.description.trim() || null,
    ...itemizedBody(v),
    unit: v.unit,
    every: v.every.trim() || "1",
    dayOfMonth: v.unit === "month_day" ? v.dayOfMonth.trim() : null,
    startDate: v.startDate,
    endDate: v.ends === "date" ? v.endDate : null,
    count: v.ends === "count" ? v.count.trim() : null,
    dueDays: v.dueDays.trim() || null,
    sendEmail: v.sendEmail,
  };
}

const UNIT_LABEL: Record<SeriesValues["unit"], string> = {
  day: "days",
  week: "weeks",
  month: "months",
  month_day: "months, on a day of the month",
};

export function CreateSeriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DefaultsThenForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Waits for the server's days to pay (the owner's payment terms), then opens the form with them. */
function DefaultsThenForm({ onDone }: { onDone: () => void }) {
  const defaults = useInvoiceDefaults();
  if (defaults.data) return <CreateSeriesForm defaults={defaults.data} onDone={onDone} />;
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Preparing the series">
      <DialogHeader>
        <DialogTitle>New recurring series</DialogTitle>
        <DialogDescription>Each invoice is made on its date and issued as pending.</DialogDescription>
      </DialogHeader>
      {defaults.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your payment terms could not be loaded. Close this window and try again.
        </p>
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
    </div>
  );
}

function CreateSeriesForm({ defaults, onDone }: { defaults: InvoiceDefaults; onDone: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const today = useOwnerToday();
  const refresh = useRefreshRecurring();
  // The form appears once the server's defaults are in: its first field takes the focus the dialog gave
  // its Close button while it waited.
  useEffect(() => {
    document.getElementById(`${id}-client`)?.focus();
  }, [id]);
  const form = useForm<SeriesValues>({
    defaultValues: {
      clientId: "",
      description: "",
      lines: [{ ...EMPTY_LINE }],
      taxName: "",
      discountType: "none",
      discountValue: "",
      unit: "month",
      every: "1",
      dayOfMonth: "1",
      startDate: today,
      ends: "never",
      endDate: "",
      count: "12",
      dueDays: String(defaults.paymentTermsDays),
      sendEmail: false,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as SeriesValues;
  const [formError, setFormError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: async (v: SeriesValues) =>
      (await (await apiRequest("POST", "/api/recurring-invoices", { body: seriesBody(v) })).json()) as RecurringSeriesView & {
        createdNow: number;
      },
    onSuccess: (series) => {
      toast({
        title: "Recurring series created",
        description: `${series.clientName}: ${series.rule}${series.createdNow ? ` · ${series.createdNow} invoice${series.createdNow === 1 ? "" : "s"} made now` : ""}`,
      });
      void refresh();
      onDone();
    },
    onError: (error) => setFormError(setItemizedServerErrors(form.setError, error, PLAIN_FIELDS)),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        create.mutate(v);
      })}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>New recurring series</DialogTitle>
        <DialogDescription>
          Each invoice is made on its date (within a minute), once, and issued as pending. Dates already passed are
          invoiced when you create the series.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid min-w-0 content-start gap-4">
          <ClientField id={`${id}-client`} control={control} error={errors.clientId?.message} />
          <LineItemsEditor
            idPrefix={id}
            control={control}
            register={register}
            errors={errors}
            currency={user?.defaultCurrency ?? "USD"}
          />
          <Field label="Description" htmlFor={`${id}-description`} error={errors.description?.message} optional>
            <Textarea
              id={`${id}-description`}
              rows={2}
              placeholder="Printed on each invoice"
              {...register("description")}
            />
          </Field>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Repeat</legend>
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
              <Field label="Every" htmlFor={`${id}-every`} error={errors.every?.message}>
                <Input id={`${id}-every`} inputMode="numeric" {...register("every")} />
              </Field>
              <Field label="Unit" htmlFor={`${id}-unit`} error={errors.unit?.message}>
                <select
                  id={`${id}-unit`}
                  className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm"
                  {...register("unit")}
                >
                  {(Object.keys(UNIT_LABEL) as SeriesValues["unit"][]).map((u) => (
                    <option key={u} value={u}>
                      {UNIT_LABEL[u]}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            {values.unit === "month_day" && (
              <Field
                label="Day of the month"
                htmlFor={`${id}-day`}
                error={errors.dayOfMonth?.message}
                description="1 to 31; 31 means the month's last day, and 29–30 fall back to it in shorter months."
              >
                <Input id={`${id}-day`} inputMode="numeric" className="w-24" {...register("dayOfMonth")} />
              </Field>
            )}
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label="Start date" htmlFor={`${id}-start`} error={errors.startDate?.message}>
                <Input id={`${id}-start`} type="date" {...register("startDate")} />
              </Field>
              <Field label="Ends" htmlFor={`${id}-ends`}>
                <select
                  id={`${id}-ends`}
                  className="h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-sm"
                  {...register("ends")}
                >
                  <option value="never">Never (until you end it)</option>
                  <option value="date">On a date</option>
                  <option value="count">After a number of invoices</option>
                </select>
              </Field>
            </div>
            {values.ends === "date" && (
              <Field label="End date" htmlFor={`${id}-end`} error={errors.endDate?.message}>
                <Input id={`${id}-end`} type="date" {...register("endDate")} />
              </Field>
            )}
            {values.ends === "count" && (
              <Field label="Number of invoices" htmlFor={`${id}-count`} error={errors.count?.message}>
                <Input id={`${id}-count`} inputMode="numeric" className="w-28" {...register("count")} />
              </Field>
            )}
          </fieldset>

          <div className="grid gap-4">
            <Field
              label="Days to pay"
              htmlFor={`${id}-due`}
              error={errors.dueDays?.message}
              description="Each invoice is due this many days after its date."
            >
              <Input id={`${id}-due`} inputMode="numeric" className="w-24" {...register("dueDays")} />
            </Field>
            <div className="grid gap-1">
              <div className="flex items-center gap-3">
                <Controller
                  control={control}
                  name="sendEmail"
                  render={({ field }) => (
                    <Switch id={`${id}-email`} checked={field.value} onCheckedChange={field.onChange} />
                  )}
                />
                <label htmlFor={`${id}-email`} className="text-sm font-medium">
                  Email each invoice to the client
                </label>
              </div>
              <FieldError>{errors.sendEmail?.message}</FieldError>
            </div>
          </div>
        </div>

        <SeriesPreview
          className="md:sticky md:top-0 md:self-start"
          body={seriesBody(values)}
          currency={user?.defaultCurrency ?? "USD"}
          ready={!!values.clientId}
        />
      </div>

      <DialogFormFooter submit="Create series" pendingText="Creating..." pending={create.isPending} error={formError} />
    </form>
  );
}
