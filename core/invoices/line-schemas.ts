import { z } from "zod";
import { parseCents } from "../money";
import { isPlainText, isSingleLine, noControlCharacters } from "../validation";
import { PERCENT_SCALE, QUANTITY_SCALE, parseScaled, type Discount, type LineInput } from "./line-totals";

export const MAX_LINES = 100;
export const MAX_TAXES_PER_LINE = 3;
const MAX_QUANTITY = 1_000_000;
const MAX_PRICE_CENTS = 100_000_000 * 100;

const decimalText = z.union([z.string(), z.number()], { error: "Must be a number" }).transform((v) => String(v).trim());

/** 0 < quantity ≤ 1,000,000 with up to 3 decimals → thousandths. */
const QuantityField = z.union([z.string(), z.number()], { error: "Quantity is required" }).transform((v, ctx) => {
  const text = String(v).trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "Quantity is required" });
    return z.NEVER;
  }
  const milli = parseScaled(text, QUANTITY_SCALE);
  if (milli === null) {
    ctx.addIssue({ code: "custom", message: "Quantity must be a positive number with at most 3 decimals" });
    return z.NEVER;
  }
  if (milli === 0 || milli > MAX_QUANTITY * QUANTITY_SCALE) {
    ctx.addIssue({ code: "custom", message: "Quantity must be more than 0 and at most 1,000,000" });
    return z.NEVER;
  }
  return milli;
});

/** 0 ≤ unit price < 100,000,000 with up to 2 decimals → cents. */
const UnitPriceField = z.union([z.string(), z.number()], { error: "Price is required" }).transform((v, ctx) => {
  const text = String(v).trim();
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "Price is required" });
    return z.NEVER;
  }
  const cents = parseCents(text);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Price must be a positive amount with at most 2 decimals" });
    return z.NEVER;
  }
  if (cents >= MAX_PRICE_CENTS) {
    ctx.addIssue({ code: "custom", message: "Price must be less than 100,000,000" });
    return z.NEVER;
  }
  return cents;
});

/** A percentage 0–100 with up to 3 decimals → thousandths of a percent. */
const percentField = (name: string) =>
  decimalText.transform((text, ctx) => {
    const milli = parseScaled(text, 1000);
    if (milli === null) {
      ctx.addIssue({ code: "custom", message: `${name} must be a number from 0 to 100 with at most 3 decimals` });
      return z.NEVER;
    }
    if (milli > PERCENT_SCALE) {
      ctx.addIssue({ code: "custom", message: `${name} cannot be over 100%` });
      return z.NEVER;
    }
    return milli;
  });

export const LineTaxField = z.object(
  {
    name: z
      .string({ error: "Tax name is required" })
      .trim()
      .min(1, { error: "Tax name is required" })
      .max(40, { error: "Must be at most 40 characters" })
      .refine(isSingleLine, noControlCharacters),
    rate: percentField("Tax rate"),
  },
  { error: "A tax is a name and a rate" },
);

export const LineField = z.object(
  {
    description: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, { error: "Description is required" })
      .max(500, { error: "Must be at most 500 characters" })
      .refine(isPlainText, noControlCharacters),
    quantity: QuantityField,
    unitPrice: UnitPriceField,
    taxes: z
      .array(LineTaxField, { error: "Taxes must be a list" })
      .max(MAX_TAXES_PER_LINE, { error: `At most ${MAX_TAXES_PER_LINE} taxes per line` })
      .optional()
      .default([]),
  },
  { error: "A line is a description, a quantity and a price" },
);

export const LinesField = z
  .array(LineField, { error: "Lines must be a list" })
  .min(1, { error: "Add at least one line" })
  .max(MAX_LINES, { error: `At most ${MAX_LINES} lines` })
  .transform((lines): LineInput[] =>
    lines.map((l) => ({
      description: l.description,
      quantityMilli: l.quantity,
      unitPriceCents: l.unitPrice,
      taxes: l.taxes.map((t) => ({ name: t.name, rateMilli: t.rate })),
    })),
  );

/** {type: "percent", value: "10"} or {type: "amount", value: "25.00"}; null or absent for none. */
export const DiscountField = z
  .discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("percent"), value: percentField("Discount") }),
      z.object({
        type: z.literal("amount"),
        value: UnitPriceField.refine((c) => c > 0, { error: "Discount must be more than 0" }),
      }),
    ],
    { error: "Discount type must be percent or amount" },
  )
  .nullable()
  .optional()
  .transform((d): Discount => (d ? { kind: d.type, value: d.value } : null));

export const TaxIdField = z
  .string({ error: "Tax ID must be text" })
  .trim()
  .max(50, { error: "Must be at most 50 characters" })
  .refine(isSingleLine, noControlCharacters)
  .optional()
  .nullable()
  .transform((v) => v || null);

/**
 * What a quote and a recurring series share with an invoice made of lines: the client, a description
 * and the lines with their discount. Spread into an object schema (`z.object({ ...ItemizedBodyFields })`).
 */
export const ItemizedBodyFields = {
  clientId: z.string({ error: "Client is required" }).trim().min(1, { error: "Client is required" }).max(100),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(2000, { error: "Must be at most 2000 characters" })
    .refine(isPlainText, noControlCharacters)
    .optional()
    .nullable()
    .transform((v) => v || null),
  lines: LinesField,
  discount: DiscountField,
};
