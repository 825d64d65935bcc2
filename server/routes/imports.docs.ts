import { ImportInput, ImportPreview, ImportResult } from "@core/imports";
import { describeRoutes } from "../openapi/describe";

export const importDocs = describeRoutes("Imports", {
  postPreview: {
    summary: "Preview an import from Midday, Invoice Ninja or Stripe",
    body: ImportInput,
    returns: ImportPreview,
    errors: [413],
    description: `Writes nothing. \`{csv}\` is the export's text (5 MB at most, up to 20,000 rows; a byte-order mark, commas, semicolons or tabs, quoted fields with line breaks); \`format\` (midday-invoices, midday-customers, invoiceninja-invoices, invoiceninja-clients, stripe-invoices, stripe-customers) is detected from the header row unless given; \`mapping\` (\`{field: column|null}\`) changes the format's default columns. Answers \`{format: {id, label, source, kind, detected}, formats, headers, mapping: [{field, label, required, column}], rowCount, rows (the first 10 as they would be imported), counts: {invoices, newClients, matchedClients, payments, skipped}, totals: [{currency, invoices, total, paid}], skipped: [{line, reason}], errors: [{line, column, message}], errorCount, ready}\`. 400 \`fields.csv\` for an empty or header-only file, \`fields.format\` when the header row is none of the formats, \`fields["mapping.<field>"]\` for a column the file lacks; 413 past the size. docs/decisions/265-moving-in-imports.md.`,
  },
  post: {
    summary: "Import clients and invoices from an export",
    body: ImportInput,
    returns: ImportResult,
    status: 201,
    errors: [413],
    description: `The same body as the preview, with the mapping the owner confirmed. All or nothing, in one transaction: \`{format, invoices, clients, matchedClients, payments, skipped, message}\`. Clients match the owner's by email, then by name (any case); invoices keep their number (one the owner already has, or twice in the file, is an error on its line), get one line of their total unless the export's own lines add up to it, and a payment for what was paid; none is emailed, and reminders wait until the owner sends it. Any wrong line: 400 with \`details.errors\` \`[{line, column, message}]\` and \`fields\` like \`{"line 7: Due Date (UTC)": "…"}\`, nothing imported; a required field without a column: 400 \`fields["mapping.<field>"]\`.`,
  },
});
