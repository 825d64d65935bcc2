// 'Edit invoice': due date, description and lines of a draft or unpaid invoice (PATCH /api/invoices/{id}).
// When the client already received the invoice, saving offers to email them the revision.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import type { InvoiceDetail } from "@core/invoices/detail";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { clientNameOf, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { LineItemsEditor, itemizedBody, serverLineField, type ItemizedValues } from "./line-items-editor";

type Values = ItemizedValues & { dueDate: string; description: string };
type Saved = InvoiceDetail & { changed: string[]; wasSent: boolean };

function toValues(invoice: InvoiceDetail): Values {
  const f = invoice.figures;
  const taxName = f.lines.flatMap((l) => l.taxes)[0]?.name ?? "";
  return {
    dueDate: invoice.dueDate,
    description: invoice.description ?? "",
    // Late-fee lines are not edited here: they stay until waived (the server keeps them).
    lines: f.lines
      .filter((l) => !l.lateFeeId)
      .map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        taxRate: l.taxes[0]?.rate ?? "",
      })),
    taxName,
    discountType: f.discount?.type ?? "none",
    discountValue: f.discount?.value ?? "",
  };
}

export function EditInvoiceForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const id = useId();
  const refresh = useRefreshBusinessData();
  const [saved, setSaved] = useState<Saved | null>(null);
  // The form edits one tax per line; an invoice whose lines carry more is edited through the API.
  const multiTax = invoice.figures.lines.some((l) => l.taxes.length > 1);
  const form = useForm<Values>({ defaultValues: toValues(invoice) });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const save = useMutation({
    mutationFn: async (values: Values) => {
      const res = await apiRequest("PATCH", "/api/invoices/{id}", {
        path: { id: invoice.id },
        body: {
          dueDate: values.dueDate,
          description: values.description.trim() || null,
          ...itemizedBody(values),
        },
      });
      return (await res.json()) as Saved;
    },
    onSuccess: (result) => {
      void refresh();
      if (result.changed.length === 0) return onDone();
      toast({ title: "Invoice updated", description: `${result.invoiceNumber} is now ${result.amount}.` });
      if (result.wasSent && result.clientEmail) setSaved(result);
      else onDone();
    },
    onError: (error) => {
      setServerErrors(form.setError, error, ["dueDate", "description", "discountValue"]);
      for (const [field, message] of Object.entries(readApiError(error).fields ?? {})) {
        const target = serverLineField(field) ?? (field === "lines" ? "lines.root" : null);
        if (target) form.setError(target as never, { type: "server", message });
        if (field === "discount.value") form.setError("discountValue", { type: "server", message });
      }
      toastError(readApiError(error).message || "Failed to update invoice");
    },
  });

  const email = useMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/invoices/send-single", { body: { invoiceId: invoice.id } })).json(),
    onSuccess: () => {
      toast({ title: "Invoice sent successfully", description: `The revised ${invoice.invoiceNumber} is on its way.` });
      void refresh();
      onDone();
    },
    onError: (error) => toastError(readApiError(error).message || "Failed to send invoice"),
  });

  if (saved) {
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Email the revision?</DialogTitle>
          <DialogDescription>
            {clientNameOf(saved)} already received {saved.invoiceNumber}. Send them the revised invoice ({saved.amount})
            at {saved.clientEmail}?
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Not now
          </Button>
          <Button onClick={() => email.mutate()} disabled={email.isPending}>
            {email.isPending && <Spinner />}
            Email the revision
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit invoice {invoice.invoiceNumber}</DialogTitle>
        <DialogDescription>The change is recorded in the invoice's history.</DialogDescription>
      </DialogHeader>
      {multiTax ? (
        <p role="note" className="rounded-md border border-dashed p-3 text-sm">
          This invoice has lines with more than one tax; change them through the API (PATCH /api/invoices/
          {invoice.id}) so no tax is lost.
        </p>
      ) : (
        <>
          <Field label="Due date" htmlFor={`${id}-due`} error={errors.dueDate?.message}>
            <Input id={`${id}-due`} type="date" {...register("dueDate")} />
          </Field>
          <Field label="Description" htmlFor={`${id}-description`} error={errors.description?.message} optional>
            <Textarea id={`${id}-description`} rows={2} {...register("description")} />
          </Field>
          <LineItemsEditor
            idPrefix={id}
            control={control}
            register={register}
            errors={errors}
            currency={invoice.currency}
          />
        </>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        {!multiTax && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            Save changes
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
