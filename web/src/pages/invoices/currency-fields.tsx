// The invoice's currency (any ISO 4217 code, searchable) and, when it is not the owner's home currency,
// the rate to it: typed by the owner, or left empty for the rates source when one is configured. The
// note under the rate says which will be used (decision 220).
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CurrencyOptions } from "@core/invoices/currency-options";
import { Combobox, type ComboboxOption } from "@web/components/ui/combobox";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";

export const CURRENCIES_KEY = ["/api/invoices/currencies"];

/** What the form holds: the code and the rate as typed ("" = none). */
export interface CurrencyValues {
  currency: string;
  exchangeRate: string;
}

export function useCurrencyOptions() {
  return useQuery<CurrencyOptions>({ queryKey: CURRENCIES_KEY, staleTime: 5 * 60_000 });
}

/** The body fields for POST/PATCH: the currency, and the rate only when one was typed. */
export function currencyBody(values: CurrencyValues, home: string | undefined) {
  const currency = values.currency || home;
  if (!currency) return {};
  const rate = values.exchangeRate.trim();
  return { currency, ...(currency !== home && rate ? { exchangeRate: rate } : {}) };
}

export function CurrencyFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: CurrencyValues;
  onChange: (next: CurrencyValues) => void;
  errors: { currency?: string; exchangeRate?: string };
}) {
  const { data } = useCurrencyOptions();
  const [query, setQuery] = useState("");
  const home = data?.home ?? "USD";
  const currency = value.currency || home;
  const all = useMemo(
    () => (data?.currencies ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
    [data],
  );
  const options = useMemo(() => {
    const q = query.trim().toLowerCase();
    const found = q ? all.filter((o) => o.label.toLowerCase().includes(q)) : all;
    // The code typed exactly comes first ("eur" → EUR before "Euro"-named others).
    return found.sort((a, b) => Number(b.value.toLowerCase() === q) - Number(a.value.toLowerCase() === q)).slice(0, 50);
  }, [all, query]);
  const selected: ComboboxOption | null = all.find((o) => o.value === currency) ?? { value: currency, label: currency };
  const foreign = currency !== home;
  const source = data?.ratesSource;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {/* content-start: the rate's hint below it must not push the Currency field down. */}
      <Field label="Currency" htmlFor={`${idPrefix}-currency`} error={errors.currency} className="content-start">
        <Combobox
          id={`${idPrefix}-currency`}
          selected={selected}
          onSelect={(option) => onChange({ currency: option.value, exchangeRate: "" })}
          query={query}
          onQueryChange={setQuery}
          options={options}
          isLoading={!data}
          placeholder="Search a currency (EUR, yen…)"
          footer={options.length === 50 ? "Type to narrow the list" : undefined}
        />
      </Field>
      {foreign && (
        <Field
          label={`Rate: 1 ${currency} = ? ${home}`}
          htmlFor={`${idPrefix}-rate`}
          error={errors.exchangeRate}
          className="content-start"
          optional={Boolean(source?.configured)}
          description={
            source?.configured
              ? `Leave empty to use today's rate from ${source.name}, or type the rate you agreed.`
              : `No rates source is configured: type the rate. Totals in ${home} use it.`
          }
        >
          <Input
            id={`${idPrefix}-rate`}
            inputMode="decimal"
            placeholder={source?.configured ? "From the rates source" : "e.g. 1.08"}
            value={value.exchangeRate}
            onChange={(event) => onChange({ ...value, exchangeRate: event.target.value })}
          />
        </Field>
      )}
    </div>
  );
}

/** "1 EUR = 1.0832 USD · typed by you" — how the rate on an invoice was set, for its detail. */
export function rateSentence(
  rate: {
    homeCurrency: string;
    value: string | null;
    source: string | null;
    date: string | null;
  },
  currency: string,
): string {
  if (rate.value === null)
    return `No rate to ${rate.homeCurrency} recorded: not counted in your totals until you add one.`;
  const where =
    rate.source === "owner"
      ? "entered by you"
      : rate.source === "frankfurter"
        ? `from the rates source (ECB reference rate of ${rate.date})`
        : "home currency";
  return `1 ${currency} = ${rate.value} ${rate.homeCurrency} · ${where}`;
}
