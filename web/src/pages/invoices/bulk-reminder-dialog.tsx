// 'Send Payment Reminders': one templated email per selected overdue invoice, queued at once; the
// dialog then follows them going out.
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { SendOverdueEmailInput, type InvoiceView } from "@core/invoices/schemas";
import { DeliveryProgress } from "@web/components/delivery-progress";
import { secondLookQuestion } from "@web/components/second-look";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, FieldError, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { clientNameOf, formatDate, invoiceAmount, pluralize, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { SendEmailFooter } from "./send-email-footer";

type Values = z.input<typeof SendOverdueEmailInput>;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invoices offered, all ticked when they can be emailed. */
  overdue: InvoiceView[];
  /** While the invoices offered are still being read. */
  isLoading?: boolean;
  /** How many more there are than were offered (the next reminder round takes them). */
  more?: number;
}

export function BulkReminderDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <BulkReminders {...rest} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The form with the server's draft (signed with the owner's name); once sent, the delivery's progress. */
function BulkReminders({
  overdue,
  isLoading,
  more = 0,
  onDone,
}: Omit<Props, "open" | "onOpenChange"> & { onDone: () => void }) {
  const draft = useQuery<{ subject: string; message: string }>({ queryKey: ["/api/invoices/drafts/bulk-reminder"] });
  const [batchId, setBatchId] = useState<string | null>(null);
  if (batchId) {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Sending Payment Reminders</DialogTitle>
          <DialogDescription>They keep going out if you close this window.</DialogDescription>
        </DialogHeader>
        <DeliveryProgress batchId={batchId} noun="reminder" />
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }
  if (!draft.data || isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Preparing the reminders">
        <DialogHeader>
          <DialogTitle>Send Payment Reminders</DialogTitle>
          <DialogDescription>One email per selected invoice, personalised for each client.</DialogDescription>
        </DialogHeader>
        {draft.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The draft could not be loaded. Close this window and try again.
          </p>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </div>
    );
  }
  return <BulkReminderForm overdue={overdue} more={more} draft={draft.data} onQueued={setBatchId} />;
}

function BulkReminderForm({
  overdue,
  more,
  draft,
  onQueued,
}: {
  overdue: InvoiceView[];
  more: number;
  draft: { subject: string; message: string };
  onQueued: (batchId: string) => void;
}) {
  const id = useId();
  const refresh = useRefreshBusinessData();
  // A client without an email address cannot be reminded (the server refuses the whole batch).
  const mailable = overdue.filter((i) => i.clientEmail);
  const form = useForm<Values>({
    resolver: zodResolver(SendOverdueEmailInput, undefined, { raw: true }),
    defaultValues: {
      subject: draft.subject,
      message: draft.message,
      invoiceIds: mailable.map((i) => i.id),
    },
    mode: "onTouched",
  });
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const selected = watch("invoiceIds") ?? [];

  const send = useMutation({
    mutationFn: async ({ values, confirm }: { values: Values; confirm: boolean }) => {
      const res = await apiRequest("POST", "/api/invoices/send-overdue-email", { body: { ...values, confirm } });
      return (await res.json()) as { message?: string; batchId: string };
    },
    onSuccess: (result) => {
      toast({ title: "Overdue payment emails sent successfully", description: result.message });
      void refresh();
      onQueued(result.batchId);
    },
    onError: (error) => {
      if (secondLookQuestion(error)) return;
      setServerErrors(form.setError, error, ["subject", "message", "invoiceIds"]);
      toastError("Failed to send overdue payment emails");
    },
  });

  const setAll = (all: boolean) =>
    setValue("invoiceIds", all ? mailable.map((i) => i.id) : [], { shouldValidate: isSubmitted, shouldDirty: true });

  const invoicesError = errors.invoiceIds?.message ?? errors.invoiceIds?.root?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate({ values, confirm: false }))}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>Send Payment Reminders</DialogTitle>
        <DialogDescription>One email per selected invoice, personalised for each client.</DialogDescription>
      </DialogHeader>

      <Field label="Subject" htmlFor={`${id}-subject`} error={errors.subject?.message}>
        <Input id={`${id}-subject`} {...register("subject")} />
      </Field>
      <Field
        label="Message"
        htmlFor={`${id}-message`}
        error={errors.message?.message}
        description={
          <>
            Placeholders filled in for each invoice: <code>{"{clientName}"}</code> <code>{"{invoiceNumber}"}</code>{" "}
            <code>{"{amount}"}</code> <code>{"{dueDate}"}</code>
          </>
        }
      >
        <Textarea
          id={`${id}-message`}
          rows={8}
          className="font-mono text-sm leading-relaxed"
          {...register("message")}
        />
      </Field>

      <div
        role="group"
        aria-labelledby={`${id}-invoices-label`}
        aria-describedby={invoicesError ? `${id}-invoices-error` : undefined}
        className="grid gap-2"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-invoices-label`} className="text-sm font-medium">
            Invoices{" "}
            <span className="font-normal text-muted-foreground">
              ({selected.length} of {mailable.length} selected)
            </span>
          </p>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
              Select all
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAll(false)}>
              Clear
            </Button>
          </div>
        </div>
        <Controller
          control={control}
          name="invoiceIds"
          render={({ field }) => {
            const value = field.value ?? [];
            return (
              <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border p-2">
                {overdue.map((invoice) => {
                  const checkboxId = `${id}-invoice-${invoice.id}`;
                  return (
                    <li key={invoice.id} className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-muted/60">
                      <Checkbox
                        id={checkboxId}
                        className="mt-0.5"
                        disabled={!invoice.clientEmail}
                        checked={value.includes(invoice.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked ? [...value, invoice.id] : value.filter((v: string) => v !== invoice.id),
                          )
                        }
                      />
                      <Label htmlFor={checkboxId} className="grid flex-1 gap-1 leading-snug font-normal">
                        <span className="font-medium">
                          {invoice.invoiceNumber} · {clientNameOf(invoice)}
                        </span>
                        <span className="text-muted-foreground">
                          {invoiceAmount(invoice)} ·{" "}
                          {invoice.daysOverdue > 0
                            ? `${pluralize(invoice.daysOverdue, "day")} overdue`
                            : `due ${formatDate(invoice.dueDate)}`}
                          {!invoice.clientEmail && " · no email address: add one on the Clients page"}
                        </span>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            );
          }}
        />
        {more > 0 && (
          <p className="text-xs text-muted-foreground">
            These are the {overdue.length} longest overdue; {pluralize(more, "more invoice")} can be reminded once these
            are sent.
          </p>
        )}
        <FieldError id={`${id}-invoices-error`}>{invoicesError}</FieldError>
      </div>

      <SendEmailFooter
        error={send.error}
        pending={send.isPending}
        onConfirm={() => void form.handleSubmit((values) => send.mutate({ values, confirm: true }))()}
        submit="Send Reminders"
      />
    </form>
  );
}
