import { z } from "zod";
import { isPlainText, isSingleLine, noControlCharacters } from "../validation";
import { IMPORT_FORMAT_IDS } from "./formats";
import { MAX_IMPORT_BYTES } from "./read-csv";
import { parseDate, parseMoney, parseStatus, type Parsed } from "./values";

/** POST /api/imports/preview and /api/imports: the file's text, the format (else detected), the mapping. */
export const ImportInput = z.object({
  csv: z
    .string({ error: "Choose a CSV file to import" })
    .max(MAX_IMPORT_BYTES, { error: "The file is larger than 5 MB: split it" }),
  format: z.enum(IMPORT_FORMAT_IDS, { error: `Format must be one of ${IMPORT_FORMAT_IDS.join(", ")}` }).optional(),
  mapping: z
    .record(z.string().max(40), z.string({ error: "Each mapping is a column name or null" }).max(300).nullable(), {
      error: "Mapping must be an object of field → column",
    })
    .optional(),
});
export type ImportInput = z.input<typeof ImportInput>;

/** Every cell is text; a field without a column reads as empty. */
const cell = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? "");

function parsedCell<T>(parse: (raw: string) => Parsed<T>) {
  return cell.transform((raw, ctx): T | null => {
    if (!raw) return null;
    const result = parse(raw);
    if (!result.ok) {
      ctx.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }
    return result.value;
  });
}

const text = (max: number, multiLine = false) =>
  cell
    .refine((v) => v.length <= max, { error: `Must be at most ${max} characters` })
    .refine(multiLine ? isPlainText : isSingleLine, noControlCharacters)
    .transform((v) => v || null);

const EmailAddress = z.email();
const email = cell.refine((v) => !v || EmailAddress.safeParse(v).success, { error: "Not an email address" });

/** One row of an invoices export, read into our units (cents, calendar days, our statuses). */
export const InvoiceRow = z.object({
  invoiceNumber: text(100),
  sourceId: text(100),
  clientName: text(200).refine((v) => v !== null, { error: "The client's name is missing" }),
  clientEmail: email.transform((v) => (v ? v.toLowerCase() : null)),
  amount: parsedCell(parseMoney).refine((v) => v !== null, { error: "The total is missing" }),
  currency: cell,
  status: parsedCell(parseStatus),
  issueDate: parsedCell(parseDate),
  dueDate: parsedCell(parseDate),
  paidDate: parsedCell(parseDate),
  amountPaid: parsedCell(parseMoney),
  balance: parsedCell(parseMoney),
  description: text(500, true),
  lineItems: cell,
});
export type InvoiceRow = z.output<typeof InvoiceRow>;

export interface ImportLineError {
  /** The file line (the header is line 1). */
  line: number;
  /** Their column, when the problem is in one. */
  column: string | null;
  message: string;
}
