// 'Create Invoice': client, amount, due date (the server's: today + the owner's payment terms) and a
// description; or, itemized, lines with tax and a discount instead of the one amount.
import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { ListPlus, UserPlus } from "lucide-react";
import type { z } from "zod";
import type { InvoiceDefaults } from "@core/invoices/payment-terms";
import { CreateInvoiceInput, type InvoiceView } from "@core/invoices/schemas";
import { ClientPicker } from "@web/components/client-picker";
import { Button } from "@web/components/ui/button";
import type { ComboboxOption } from "@web/components/ui/combobox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { clientNameOf, toastError, useRefreshBusinessData } from "@web/lib/business-data";
import { CurrencyFields, currencyBody, useCurrencyOptions, type CurrencyValues } from "./currency-fields";
import { useInvoiceDefaults } from "./queries";
import { EMPTY_LINE, LineItemsEditor, itemizedBody, serverLineField, type ItemizedValues } from "./line-items-editor";

const FormSchema = CreateInvoiceInput.pick({ clientId: true, amount: true, dueDate: true, description: true });
// Itemized, the lines are checked by the server, which names each field (lines.0.unitPrice…).
const ItemizedSchema = CreateInvoiceInput.pick({ clientId: true, dueDate: true, description: true });
type Values = z.input<typeof FormSchema> & ItemizedValues & { itemized: boolean };
const FIELDS = ["clientId", "amount", "dueDate", "description", "discountValue"] as const;

const simpleResolver = zodResolver(FormSchema, undefined, { raw: true });
const itemizedResolver = zodResolver(ItemizedSchema, undefined, { raw: true });

export function CreateInvoiceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DefaultsThenForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Waits for the server's defaults (the due date from the payment terms), then opens the form with them. */
function DefaultsThenForm({ onDone }: { onDone: () => void }) {
  const defaults = useInvoiceDefaults();
  if (defaults.data) return <CreateInvoiceForm defaults={defaults.data} onDone={onDone} />;
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Preparing the invoice">
      <DialogHeader>
        <DialogTitle>Create Invoice</DialogTitle>
        <DialogDescription>New invoices start as pending.</DialogDescription>
      </DialogHeader>
      {defaults.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your payment terms could not be loaded. Close this window and try again.
        </p>
      ) : (
        <>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </>
      )}
    </div>
  );
}

function CreateInvoiceForm({ defaults, onDone }: { defaults: InvoiceDefaults; onDone: () => void }) {
  const id = useId();
  const { user } = useAuth();
  const [client, setClient] = useState<ComboboxOption | null>(null);
  const [noClients, setNoClients] = useState(false);
  const refresh = useRefreshBusinessData();
  const home = useCurrencyOptions().data?.home ?? user?.defaultCurrency ?? "USD";
  const [money, setMoney] = useState<CurrencyValues>({ currency: "", exchangeRate: "" });
  const [moneyErrors, setMoneyErrors] = useState<{ currency?: string; exchangeRate?: string }>({});

  // The form appears once the server's defaults are in: the dialog had focused what it held then (its
  // Close button), so the first field takes the focus now, as it would in a dialog that opened ready.
  useEffect(() => {
    document.getElementById(`${id}-client`)?.focus();
  }, [id]);

  const form = useForm<Values>({
    resolver: (values, context, options) =>
      (values.itemized ? itemizedResolver : simpleResolver)(values, context, options as never) as never,
    defaultValues: {
      clientId: "",
      amount: "",
      dueDate: defaults.dueDate,
      description: "",
      itemized: false,
      lines: [{ ...EMPTY_LINE }],
      taxName: "",
      discountType: "none",
      discountValue: "",
    },
    mode: "onTouched",
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const itemized = useWatch({ control, name: "itemized" });

  const create = useMutation({
    mutationFn: async (values: Values) => {
      const common = {
        clientId: values.clientId,
        dueDate: values.dueDate,
        status: "pending" as const,
        description: values.description?.trim() || undefined,
        ...currencyBody(money, home),
        // The number is the server's: 'INV-' + a timestamp, or the owner's sequence (Settings → Billing).
      };
      const res = await apiRequest("POST", "/api/invoices", {
        body: values.itemized
          ? { ...common, ...itemizedBody(values) }
          : { ...common, amount: String(values.amount).trim() },
      });
      return (await res.json()) as InvoiceView;
    },
    onSuccess: (invoice) => {
      toast({
        title: "Invoice created successfully",
        description: `${invoice.invoiceNumber} for ${clientNameOf(invoice)}`,
      });
      void refresh();
      onDone();
    },
    onError: (error) => {
      setServerErrors(form.setError, error, FIELDS);
      const fields = readApiError(error).fields ?? {};
      setMoneyErrors({ currency: fields.currency, exchangeRate: fields.exchangeRate });
      for (const [field, message] of Object.entries(readApiError(error).fields ?? {})) {
        const target = serverLineField(field) ?? (field === "lines" ? "lines.root" : null);
        if (target) form.setError(target as never, { type: "server", message });
        if (field === "discount.value") form.setError("discountValue", { type: "server", message });
      }
      toastError("Failed to create invoice");
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Create Invoice</DialogTitle>
        <DialogDescription>
          New invoices start as pending. The due date follows your payment terms ({defaults.paymentTermsDays} days).
        </DialogDescription>
      </DialogHeader>

      <Field label="Client" htmlFor={`${id}-client`} error={errors.clientId?.message}>
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <ClientPicker
              id={`${id}-client`}
              // No onBlur: leaving the search to pick with the mouse must not flag the field as
              // missing while it is being filled. The field is checked on submit.
              ref={field.ref}
              value={client}
              onChange={(option) => {
                setClient(option);
                field.onChange(option.value);
              }}
              onNoClients={setNoClients}
              disabled={noClients}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? `${id}-client-error` : undefined}
            />
          )}
        />
      </Field>
      {noClients && (
        <p role="note" className="flex flex-wrap items-center gap-2 rounded-md border border-dashed p-3 text-sm">
          You have no clients yet.
          <Link
            href="/clients"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <UserPlus className="size-4" aria-hidden />
            Add a client first
          </Link>
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {!itemized && (
          <Field label="Amount" htmlFor={`${id}-amount`} error={errors.amount?.message}>
            <Input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              placeholder="0.00"
              {...register("amount")}
            />
          </Field>
        )}
        <Field label="Due date" htmlFor={`${id}-due`} error={errors.dueDate?.message}>
          <Input id={`${id}-due`} type="date" {...register("dueDate")} />
        </Field>
      </div>
      <CurrencyFields
        idPrefix={id}
        value={money}
        onChange={(next) => {
          setMoney(next);
          setMoneyErrors({});
        }}
        errors={moneyErrors}
      />
      {itemized ? (
        <LineItemsEditor
          idPrefix={id}
          control={control}
          register={register}
          errors={errors}
          currency={money.currency || home}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => form.setValue("itemized", true)}
        >
          <ListPlus aria-hidden />
          Itemize with lines and tax
        </Button>
      )}

      <Field label="Description" htmlFor={`${id}-description`} error={errors.description?.message}>
        <Textarea
          id={`${id}-description`}
          rows={3}
          placeholder="Optional: what is this invoice for?"
          {...register("description")}
        />
      </Field>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending || noClients}>
          {create.isPending && <Spinner />}
          {create.isPending ? "Creating..." : "Create Invoice"}
        </Button>
      </DialogFooter>
    </form>
  );
}
