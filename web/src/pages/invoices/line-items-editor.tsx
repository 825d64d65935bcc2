// The 'Create Invoice' dialog's itemized part: lines (description, quantity, unit price, tax %), the tax's
// name, an invoice discount and a preview of the totals computed by core's own rule (line-totals.ts), so
// what the owner sees before saving is what the server stores.
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type Path,
  type UseFormRegister,
  type UseFormSetError,
} from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { computeTotals, parseScaled, type Discount, type LineInput } from "@core/invoices/line-totals";
import { formatMoney } from "@core/invoices/templates";
import { formatCents, parseCents } from "@core/money";
import { Button } from "@web/components/ui/button";
import { Field, FieldError } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { readApiError } from "@web/lib/queryClient";

export interface LineValues {
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
}

export interface ItemizedValues {
  lines: LineValues[];
  taxName: string;
  discountType: "none" | "percent" | "amount";
  discountValue: string;
}

export const EMPTY_LINE: LineValues = { description: "", quantity: "1", unitPrice: "", taxRate: "" };

/** The request body's lines and discount from the form's text fields (the server checks them). */
export function itemizedBody(v: ItemizedValues) {
  const taxName = v.taxName.trim() || "Tax";
  return {
    lines: v.lines.map((l) => ({
      description: l.description.trim(),
      quantity: l.quantity.trim(),
      unitPrice: l.unitPrice.trim(),
      taxes: l.taxRate.trim() ? [{ name: taxName, rate: l.taxRate.trim() }] : [],
    })),
    discount: v.discountType === "none" ? null : { type: v.discountType, value: v.discountValue.trim() },
  };
}

/** The server's field names for a line, and the form field each message goes under. */
export function serverLineField(field: string): string | null {
  const m = /^lines\.(\d+)\.(description|quantity|unitPrice|taxes\.\d+\.rate|taxes\.\d+\.name)$/.exec(field);
  if (!m) return null;
  return `lines.${m[1]}.${m[2].startsWith("taxes") ? "taxRate" : m[2]}`;
}

/**
 * Puts the server's messages for an itemized form under its fields (a line's, the lines', the discount's
 * and the form's own `plainFields`), focusing the first. Returns the server's message when no field took
 * one, else null.
 */
export function setItemizedServerErrors<T extends ItemizedValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  plainFields: readonly string[],
): string | null {
  const api = readApiError(error);
  let matched = false;
  for (const [field, message] of Object.entries(api.fields ?? {})) {
    const target =
      serverLineField(field) ??
      (field === "lines" ? "lines.root" : field === "discount.value" ? "discountValue" : null) ??
      (plainFields.includes(field) ? field : null);
    if (target) {
      setError(target as Path<T>, { type: "server", message }, { shouldFocus: !matched });
      matched = true;
    }
  }
  return matched ? null : api.message;
}

/** The preview's totals, or null while a field is not yet a number. */
function previewTotals(v: ItemizedValues) {
  const lines: LineInput[] = [];
  for (const l of v.lines) {
    const quantityMilli = parseScaled(l.quantity, 1000);
    const unitPriceCents = parseCents(l.unitPrice);
    const rate = l.taxRate.trim() ? parseScaled(l.taxRate, 1000) : 0;
    if (!quantityMilli || unitPriceCents === null || rate === null) return null;
    lines.push({
      description: l.description,
      quantityMilli,
      unitPriceCents,
      taxes: rate ? [{ name: v.taxName || "Tax", rateMilli: rate }] : [],
    });
  }
  let discount: Discount = null;
  if (v.discountType === "percent") {
    const value = parseScaled(v.discountValue, 1000);
    if (value === null) return null;
    discount = { kind: "percent", value };
  } else if (v.discountType === "amount") {
    const value = parseCents(v.discountValue);
    if (value === null) return null;
    discount = { kind: "amount", value };
  }
  return computeTotals(lines, discount);
}

interface Props<T extends ItemizedValues> {
  idPrefix: string;
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<ItemizedValues>;
  currency: string;
}

export function LineItemsEditor<T extends ItemizedValues>(props: Props<T>) {
  // The editor only touches the itemized fields; the casts keep react-hook-form's generics simple.
  const control = props.control as unknown as Control<ItemizedValues>;
  const register = props.register as unknown as UseFormRegister<ItemizedValues>;
  const { idPrefix: id, errors, currency } = props;
  const { fields, append, remove } = useFieldArray({ control, name: "lines" });
  const values = useWatch({ control }) as ItemizedValues;
  const totals = previewTotals(values);
  const money = (cents: number) => formatMoney(formatCents(cents), currency);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Line items</legend>
      <ol className="grid gap-3">
        {fields.map((field, i) => {
          const e = errors.lines?.[i];
          return (
            <li key={field.id} className="grid gap-2 rounded-md border p-3" aria-label={`Line ${i + 1}`}>
              <Field
                label={`Line ${i + 1} description`}
                htmlFor={`${id}-line-${i}-description`}
                error={e?.description?.message}
              >
                <Input id={`${id}-line-${i}-description`} {...register(`lines.${i}.description`)} />
              </Field>
              <div className="grid grid-cols-3 gap-2">
                <Field label="Quantity" htmlFor={`${id}-line-${i}-quantity`} error={e?.quantity?.message}>
                  <Input id={`${id}-line-${i}-quantity`} inputMode="decimal" {...register(`lines.${i}.quantity`)} />
                </Field>
                <Field label="Unit price" htmlFor={`${id}-line-${i}-price`} error={e?.unitPrice?.message}>
                  <Input
                    id={`${id}-line-${i}-price`}
                    inputMode="decimal"
                    placeholder="0.00"
                    {...register(`lines.${i}.unitPrice`)}
                  />
                </Field>
                <Field label="Tax %" htmlFor={`${id}-line-${i}-tax`} error={e?.taxRate?.message} optional>
                  <Input
                    id={`${id}-line-${i}-tax`}
                    inputMode="decimal"
                    placeholder="0"
                    {...register(`lines.${i}.taxRate`)}
                  />
                </Field>
              </div>
              {fields.length > 1 && (
                <Button type="button" variant="ghost" size="sm" className="justify-self-end" onClick={() => remove(i)}>
                  <Trash2 aria-hidden />
                  Remove line {i + 1}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <FieldError>{errors.lines?.message ?? errors.lines?.root?.message}</FieldError>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ ...EMPTY_LINE })}
      >
        <Plus aria-hidden />
        Add line
      </Button>
      <div className="grid gap-2 sm:grid-cols-3">
        <Field label="Tax name" htmlFor={`${id}-tax-name`} error={errors.taxName?.message} optional>
          <Input id={`${id}-tax-name`} placeholder="VAT, GST, Sales tax" {...register("taxName")} />
        </Field>
        <Field label="Discount" htmlFor={`${id}-discount-type`}>
          <select
            id={`${id}-discount-type`}
            className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            {...register("discountType")}
          >
            <option value="none">No discount</option>
            <option value="percent">Percent of subtotal</option>
            <option value="amount">Fixed amount</option>
          </select>
        </Field>
        {values.discountType !== "none" && (
          <Field
            label={values.discountType === "percent" ? "Discount %" : "Discount amount"}
            htmlFor={`${id}-discount-value`}
            error={errors.discountValue?.message}
          >
            <Input id={`${id}-discount-value`} inputMode="decimal" {...register("discountValue")} />
          </Field>
        )}
      </div>
      <dl
        className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
        aria-live="polite"
      >
        {totals ? (
          <>
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="text-right">{money(totals.subtotalCents)}</dd>
            {totals.discountCents > 0 && (
              <>
                <dt className="text-muted-foreground">Discount</dt>
                <dd className="text-right">−{money(totals.discountCents)}</dd>
              </>
            )}
            {totals.taxCents > 0 && (
              <>
                <dt className="text-muted-foreground">{values.taxName || "Tax"}</dt>
                <dd className="text-right">{money(totals.taxCents)}</dd>
              </>
            )}
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold" data-testid="itemized-total">
              {money(totals.totalCents)}
            </dd>
          </>
        ) : (
          <dd className="col-span-2 text-right text-muted-foreground">
            Enter a quantity and price on every line to see the total.
          </dd>
        )}
      </dl>
    </fieldset>
  );
}
