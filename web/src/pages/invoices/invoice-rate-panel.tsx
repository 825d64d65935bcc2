// On an invoice in another currency: the rate recorded to the home currency, where it came from, what
// the invoice counts for at home, and a way to record another rate (typed, or today's from the source).
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { InvoiceDetail } from "@core/invoices/detail";
import { formatMoney } from "@core/currency/format";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRefreshBusinessData } from "@web/lib/business-data";
import { rateSentence, useCurrencyOptions } from "./currency-fields";

export function InvoiceRatePanel({ invoice }: { invoice: InvoiceDetail }) {
  const id = useId();
  const { rate, currency } = invoice;
  const source = useCurrencyOptions().data?.ratesSource;
  const refresh = useRefreshBusinessData();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: async (body: { exchangeRate?: string }) =>
      (await apiRequest("PUT", "/api/invoices/{id}/rate", { path: { id: invoice.id }, body })).json(),
    onSuccess: () => {
      toast({ title: "Rate recorded", description: `${invoice.invoiceNumber} now counts at the new rate.` });
      setEditing(false);
      setTyped("");
      void refresh();
    },
    onError: (e) => setError(readApiError(e).fields?.exchangeRate ?? readApiError(e).message),
  });
  if (currency === rate.homeCurrency && rate.value !== null) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 rounded-md border p-3 text-sm">
      <h3 id={`${id}-title`} className="font-medium">
        Exchange rate
      </h3>
      <p data-testid="invoice-rate">{rateSentence(rate, currency)}</p>
      {rate.homeAmount !== null && (
        <p className="text-muted-foreground">
          Counts as {formatMoney(rate.homeAmount, rate.homeCurrency)} in your totals
          {rate.homeBalance !== null && rate.homeBalance !== rate.homeAmount
            ? ` (${formatMoney(rate.homeBalance, rate.homeCurrency)} still owed)`
            : ""}
          .
        </p>
      )}
      {editing ? (
        <form
          noValidate
          className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            save.mutate(typed.trim() ? { exchangeRate: typed.trim() } : {});
          }}
        >
          <Field
            label={`1 ${currency} = ? ${rate.homeCurrency}`}
            htmlFor={`${id}-rate`}
            error={error}
            description={source?.configured ? "Leave empty for today's rate from the rates source." : undefined}
          >
            <Input
              id={`${id}-rate`}
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={rate.value ?? "e.g. 1.08"}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending && <Spinner />}
              Save rate
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setEditing(true)}
        >
          {rate.value === null ? "Add a rate" : "Change rate"}
        </Button>
      )}
    </section>
  );
}
