import { z } from "zod";
import { CurrencyField, RateField } from "../currency";
import { InvoiceDetail } from "../invoices";
import { parseCents } from "../money";
import { calendarDateField, isSingleLine, noControlCharacters } from "../validation";
import { MAX_ENTRY_MINUTES, parseDuration } from "./duration";

/** At most this per hour (the invoice's unit price limit is far above any hourly rate). */
const MAX_RATE_CENTS = 1_000_000 * 100;
/** At least 1 an hour: a minute of it still bills a cent, so no entry comes to 0.00 (docs/decisions/316). */
export const MIN_RATE_CENTS = 100;

const clientId = z.string({ error: "Client is required" }).trim().min(1, { error: "Client is required" }).max(100);

const description = z
  .string({ error: "Description must be text" })
  .trim()
  .max(200, { error: "Must be at most 200 characters" })
  .refine(isSingleLine, noControlCharacters)
  .optional()
  .nullable()
  // Only invisible characters (a zero-width space) is no description, shown as such.
  .transform((v) => (v && v.replace(/[\u200B-\u200D\u2060\uFEFF]/g, "").trim() ? v : null));

/** "75", "82.50" or 82.5 → cents; absent: the owner's hourly rate (Settings → Billing). */
export const HourlyRateField = z
  .union([z.string(), z.number()], { error: "Hourly rate must be a number, like 75 or 82.50" })
  .transform((v, ctx) => {
    const cents = parseCents(typeof v === "number" ? String(v) : v.trim());
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Hourly rate must be a number, like 75 or 82.50" });
      return z.NEVER;
    }
    if (cents < MIN_RATE_CENTS || cents >= MAX_RATE_CENTS) {
      ctx.addIssue({ code: "custom", message: "Hourly rate must be at least 1 and less than 1,000,000 an hour" });
      return z.NEVER;
    }
    return cents;
  });

/** "1h30m", "90m", "1.5h", "1:30" (text), or whole minutes (a number) → minutes, 1 to 24 hours. */
export const DurationField = z
  .union([z.string(), z.number()], { error: "Duration is required, like 1h30m or 90m" })
  .transform((v, ctx) => {
    const minutes = typeof v === "number" ? (Number.isInteger(v) ? v : null) : parseDuration(v);
    if (minutes === null) {
      const bare = typeof v === "string" && /^\s*\d+(?:[.,]\d+)?\s*$/.test(v);
      ctx.addIssue({
        code: "custom",
        message: bare
          ? `Duration needs a unit: ${v.trim()}m for minutes or ${v.trim()}h for hours`
          : "Duration must be like 1h30m, 90m or 1.5h",
      });
      return z.NEVER;
    }
    if (minutes < 1 || minutes > MAX_ENTRY_MINUTES) {
      ctx.addIssue({ code: "custom", message: "Duration must be from 1 minute to 24 hours" });
      return z.NEVER;
    }
    return minutes;
  });

/** POST /api/time-entries/timer/start: a timer for a client (the running one, if any, stops first). */
export const StartTimerInput = z.object({
  clientId,
  description,
  hourlyRate: HourlyRateField.optional().nullable(),
});
export type StartTimerInput = z.input<typeof StartTimerInput>;

/** POST /api/time-entries: time added by hand, on a day (today unless said; never in the future). */
export const AddTimeEntryInput = z.object({
  clientId,
  description,
  duration: DurationField,
  date: calendarDateField("Date")
    .optional()
    .nullable()
    .transform((v) => v || null),
  hourlyRate: HourlyRateField.optional().nullable(),
});
export type AddTimeEntryInput = z.input<typeof AddTimeEntryInput>;

/** POST /api/clients/{id}/unbilled/invoice: which currency's unbilled time (the owner's home one unless said). */
export const InvoiceUnbilledInput = z.object({
  currency: CurrencyField.optional().nullable(),
  exchangeRate: RateField.optional()
    .nullable()
    .describe(
      "For time in another currency than the home one: what 1 unit of it is worth in the home currency (fetched from the rates source when one is configured and this is absent)",
    ),
  entryIds: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(100)
    .optional()
    .describe(
      "The entries the owner was shown (the unbilled read's `entries`): when given, the invoice bills exactly these, and time added or billed since is a 409 that writes nothing",
    ),
});
export type InvoiceUnbilledInput = z.input<typeof InvoiceUnbilledInput>;

const InvoiceRef = z.object({ id: z.string(), invoiceNumber: z.string() });

export const TimeEntryView = z
  .object({
    id: z.string(),
    clientId: z.string(),
    clientName: z.string(),
    description: z.string().nullable(),
    startedAt: z.string(),
    endedAt: z.string().nullable().describe("Null while the timer runs"),
    running: z.boolean(),
    workDate: z.string().describe("The owner's local day the work started on (YYYY-MM-DD)"),
    minutes: z.number().int().nullable().describe("Whole minutes; null while the timer runs"),
    hours: z.string().nullable().describe('The minutes in hours as the invoice line counts them ("1.5", "0.333")'),
    rate: z.string().describe('The hourly rate, a decimal string in `currency` ("75.00")'),
    amount: z.string().nullable().describe("Hours × rate, rounded once to the cent; null while the timer runs"),
    currency: z.string(),
    billedInvoice: InvoiceRef.nullable().describe("The invoice that billed it; null while unbilled"),
    billedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TimeEntryView" });
export type TimeEntryView = z.infer<typeof TimeEntryView>;

/** GET /api/time-entries/timer: the owner's running timer, if any (at most one). */
export const TimerView = z.object({ running: TimeEntryView.nullable() });
export type TimerView = z.infer<typeof TimerView>;

/** POST …/timer/start: the new timer, and the one it stopped. */
export const TimerStarted = z.object({ started: TimeEntryView, stopped: TimeEntryView.nullable() });
export type TimerStarted = z.infer<typeof TimerStarted>;

/** POST …/timer/stop: the entry the timer became. */
export const TimerStopped = z.object({ stopped: TimeEntryView });
export type TimerStopped = z.infer<typeof TimerStopped>;

/** Unbilled, finished time in one currency. */
export const UnbilledTotal = z.object({
  currency: z.string(),
  amount: z.string(),
  minutes: z.number().int(),
  hours: z.string(),
  entries: z.number().int(),
  oldestDate: z.string().describe("The work date of the oldest unbilled entry"),
});
export type UnbilledTotal = z.infer<typeof UnbilledTotal>;

/** GET /api/clients/{id}/unbilled: what the client has not been billed for yet. */
export const ClientUnbilledView = z
  .object({
    clientId: z.string(),
    clientName: z.string(),
    totals: z.array(UnbilledTotal).describe("One per currency, the owner's home currency first (usually one)"),
    entries: z
      .array(TimeEntryView)
      .describe("The oldest unbilled entries first, at most an invoice's lines (100): what the next invoice bills"),
    running: TimeEntryView.nullable().describe("The owner's timer when it runs for this client (not yet billable)"),
  })
  .meta({ id: "ClientUnbilledView" });
export type ClientUnbilledView = z.infer<typeof ClientUnbilledView>;

/** GET /api/time-entries/unbilled: the owner's unbilled work, by client and in total. */
export const UnbilledSummary = z
  .object({
    totals: z.array(UnbilledTotal).describe("One per currency, the owner's home currency first"),
    clients: z
      .array(UnbilledTotal.extend({ clientId: z.string(), clientName: z.string() }))
      .describe("One per client and currency, the largest amount first"),
  })
  .meta({ id: "UnbilledSummary" });
export type UnbilledSummary = z.infer<typeof UnbilledSummary>;

/** POST /api/clients/{id}/unbilled/invoice: the invoice made, and what is left. */
export const InvoicedTime = z.object({
  message: z.string(),
  invoice: InvoiceDetail,
  billedEntries: z.number().int(),
  unbilled: ClientUnbilledView.describe("What is still unbilled after it (another currency, or past 100 entries)"),
});
export type InvoicedTime = z.infer<typeof InvoicedTime>;
