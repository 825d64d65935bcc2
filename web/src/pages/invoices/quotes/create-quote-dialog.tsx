// 'New quote': the client, the lines (the invoice's own editor and totals rule), the last day it can
// be accepted and a description. It starts as a draft; the quote's view sends it.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuoteView } from "@core/quotes/view";
import { addDays } from "@core/time";
import { ClientField } from "@web/components/form/client-field";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import {
  EMPTY_LINE,
  LineItemsEditor,
  itemizedBody,
  setItemizedServerErrors,
  type ItemizedValues,
} from "../line-items-editor";
import { QUOTES_PATH } from "./queries";

interface Values extends ItemizedValues {
  clientId: string;
  description: string;
  validUntil: string;
}

const PLAIN_FIELDS = ["clientId", "description", "validUntil"];

export function CreateQuoteDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (quote: QuoteView) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <CreateQuoteForm
          onDone={(quote) => {
            onOpenChange(false);
            onCreated(quote);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CreateQuoteForm({ onDone }: { onDone: (quote: QuoteView) => void }) {
  const id = useId();
  const { user } = useAuth();
  const today = useOwnerToday();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      clientId: "",
      description: "",
      validUntil: addDays(today, 30),
      lines: [{ ...EMPTY_LINE }],
      taxName: "",
      discountType: "none",
      discountValue: "",
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const create = useMutation({
    mutationFn: async (v: Values) =>
      (await (
        await apiRequest("POST", "/api/quotes", {
          body: {
            clientId: v.clientId,
            description: v.description.trim() || null,
            validUntil: v.validUntil || null,
            ...itemizedBody(v),
          },
        })
      ).json()) as QuoteView,
    onSuccess: (quote) => {
      toast({ title: "Quote created", description: `${quote.quoteNumber} for ${quote.clientName}` });
      void queryClient.invalidateQueries({ queryKey: [QUOTES_PATH] });
      onDone(quote);
    },
    onError: (error) => setFormError(setItemizedServerErrors(form.setError, error, PLAIN_FIELDS)),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        create.mutate(v);
      })}
    >
      <DialogHeader>
        <DialogTitle>New quote</DialogTitle>
        <DialogDescription>
          It starts as a draft. Send it from its view: the client gets a private link to accept or decline.
        </DialogDescription>
      </DialogHeader>
      <ClientField id={`${id}-client`} control={control} error={errors.clientId?.message} />
      <LineItemsEditor
        idPrefix={id}
        control={control}
        register={register}
        errors={errors}
        currency={user?.defaultCurrency ?? "USD"}
      />
      <Field label="Valid until" htmlFor={`${id}-valid`} error={errors.validUntil?.message} optional>
        <Input id={`${id}-valid`} type="date" className="w-48" {...register("validUntil")} />
      </Field>
      <Field label="Description" htmlFor={`${id}-description`} error={errors.description?.message} optional>
        <Textarea id={`${id}-description`} rows={2} placeholder="What the quote is for" {...register("description")} />
      </Field>
      <DialogFormFooter submit="Create quote" pendingText="Creating..." pending={create.isPending} error={formError} />
    </form>
  );
}
