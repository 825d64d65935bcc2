// What POST /api/imports/preview and POST /api/imports answer, as sent: the OpenAPI document describes
// the answers from these schemas (docs/decisions/230), and the types of preview.ts and run.ts are theirs.
import { z } from "zod";
import { CLIENT_FIELDS, IMPORT_KINDS, INVOICE_FIELDS } from "./formats";

const LineError = z.object({
  /** The file line (the header is line 1). */
  line: z.number().int(),
  /** Their column, when the problem is in one. */
  column: z.string().nullable(),
  message: z.string(),
});

const InvoicePreviewRow = z.object({
  line: z.number().int(),
  invoiceNumber: z.string(),
  client: z.string(),
  clientIsNew: z.boolean(),
  amount: z.string(),
  paid: z.string(),
  currency: z.string(),
  status: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string(),
});
const ClientPreviewRow = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  clientIsNew: z.boolean(),
});
export const PreviewRow = z.union([InvoicePreviewRow, ClientPreviewRow]);
export type PreviewRow = z.infer<typeof PreviewRow>;

export const ImportPreview = z.object({
  format: z.object({
    id: z.string(),
    label: z.string(),
    source: z.string(),
    kind: z.enum(IMPORT_KINDS),
    detected: z.boolean(),
  }),
  /** Every format the owner can choose instead. */
  formats: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The file's columns (JSON cells also as "column.key"). */
  headers: z.array(z.string()),
  /** Our field ← their column (null: none). */
  mapping: z.array(
    z.object({
      field: z.enum([...INVOICE_FIELDS, ...CLIENT_FIELDS]),
      label: z.string(),
      required: z.boolean(),
      column: z.string().nullable(),
    }),
  ),
  rowCount: z.number().int(),
  /** The first rows as they would be imported. */
  rows: z.array(PreviewRow),
  counts: z.object({
    invoices: z.number().int(),
    newClients: z.number().int(),
    matchedClients: z.number().int(),
    payments: z.number().int(),
    skipped: z.number().int(),
  }),
  /** Per currency: how many invoices and their total, to check against the product's own figures. */
  totals: z.array(z.object({ currency: z.string(), invoices: z.number().int(), total: z.string(), paid: z.string() })),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  errors: z.array(LineError),
  errorCount: z.number().int(),
  /** True when the import would succeed as mapped. */
  ready: z.boolean(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z.object({
  format: z.string(),
  invoices: z.number().int(),
  clients: z.number().int(),
  matchedClients: z.number().int(),
  payments: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof ImportResult>;
