// The 'Send Invoice' and 'Send Payment Reminder' dialogs: the owner's draft from the server (signed
// with their name), editable, queued as written; the card then shows it go out.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert } from "lucide-react";
import type { z } from "zod";
import { InvoiceEmailForm, type InvoiceView } from "@core/invoices/schemas";
import { secondLookQuestion } from "@web/components/second-look";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/queryClient";
import { clientNameOf, invoiceAmount, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { useSticky } from "@web/hooks/use-sticky";
import { SendEmailFooter } from "./send-email-footer";

export type EmailKind = "invoice" | "reminder";

type Values = z.input<typeof InvoiceEmailForm>;

const COPY = {
  invoice: {
    title: "Send Invoice",
    submit: "Send Invoice",
    success: "Invoice sent successfully",
    failure: "Failed to send invoice",
  },
  reminder: {
    title: "Send Payment Reminder",
    submit: "Send Reminder",
    success: "Payment reminder sent successfully",
    failure: "Failed to send reminder",
  },
} as const;

interface Props {
  /** The invoice to email; null closes the dialog. */
  invoice: InvoiceView | null;
  kind: EmailKind;
  onClose: () => void;
}

export function SendEmailDialog({ invoice, kind, onClose }: Props) {
  const shown = useSticky(invoice);
  return (
    <Dialog open={!!invoice} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {shown && <DraftedForm key={`${shown.id}-${kind}`} invoice={shown} kind={kind} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

/** Waits for the server's draft, then opens the form with it. */
function DraftedForm({ invoice, kind, onClose }: { invoice: InvoiceView; kind: EmailKind; onClose: () => void }) {
  const draft = useQuery<Values>({ queryKey: [`/api/invoices/${invoice.id}`, `draft?kind=${kind}`] });
  if (draft.data) return <SendEmailForm invoice={invoice} kind={kind} draft={draft.data} onClose={onClose} />;
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Preparing the email">
      <DialogHeader>
        <DialogTitle>{COPY[kind].title}</DialogTitle>
        <DialogDescription>
          {invoice.invoiceNumber} · {clientNameOf(invoice)} · {invoiceAmount(invoice)}
        </DialogDescription>
      </DialogHeader>
      {draft.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The draft could not be loaded. Close this window and try again.
        </p>
      ) : (
        <>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-56 w-full" />
        </>
      )}
    </div>
  );
}

function SendEmailForm({
  invoice,
  kind,
  draft,
  onClose,
}: {
  invoice: InvoiceView;
  kind: EmailKind;
  draft: Values;
  onClose: () => void;
}) {
  const id = useId();
  const copy = COPY[kind];
  const refresh = useRefreshBusinessData();
  const form = useForm<Values>({
    resolver: zodResolver(InvoiceEmailForm, undefined, { raw: true }),
    defaultValues: draft,
    mode: "onTouched",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = useMutation({
    mutationFn: async ({ values, confirm }: { values: Values; confirm: boolean }) => {
      const res = await apiRequest("POST", "/api/invoices/send-single", {
        body: {
          invoiceId: invoice.id,
          subject: values.subject.trim(),
          message: values.message,
          isReminder: kind === "reminder",
          confirm,
        },
      });
      return (await res.json()) as { success: boolean; message?: string };
    },
    onSuccess: (result) => {
      toast({ title: copy.success, description: result.message });
      void refresh();
      onClose();
    },
    onError: (error) => {
      if (secondLookQuestion(error)) return;
      setServerErrors(form.setError, error, ["subject", "message"]);
      toastError(copy.failure);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate({ values, confirm: false }))}
      className="grid gap-4"
    >
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>
          {invoice.invoiceNumber} · {clientNameOf(invoice)} · {invoiceAmount(invoice)}
          {invoice.clientEmail ? ` · to ${invoice.clientEmail}` : ""}
        </DialogDescription>
      </DialogHeader>

      {!invoice.clientEmail && (
        <p role="note" className="flex gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          This client has no email address yet. Add one on the Clients page before sending.
        </p>
      )}

      <Field label="Subject" htmlFor={`${id}-subject`} error={errors.subject?.message}>
        <Input id={`${id}-subject`} {...register("subject")} />
      </Field>
      <Field label="Message" htmlFor={`${id}-message`} error={errors.message?.message}>
        <Textarea
          id={`${id}-message`}
          rows={11}
          className="font-mono text-sm leading-relaxed"
          {...register("message")}
        />
      </Field>

      <SendEmailFooter
        error={send.error}
        pending={send.isPending}
        onConfirm={() => void form.handleSubmit((values) => send.mutate({ values, confirm: true }))()}
        submit={copy.submit}
        disabled={!invoice.clientEmail}
      />
    </form>
  );
}
