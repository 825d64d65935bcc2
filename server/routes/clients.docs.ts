import { clientHistoryList } from "@core/invoices";
import {
  clientLedger,
  ClientLedgerRow,
  ClientsImported,
  ClientView,
  HistoryItem,
  NewClientInput,
  UpdateClientInput,
} from "@core/clients";
import { Done } from "@core/answers";
import { z } from "zod";
import { describeRoutes } from "../openapi/describe";

export const clientDocs = describeRoutes("Clients", {
  get: {
    summary: "List clients",
    query: clientLedger.schema,
    returns: { page: ClientLedgerRow },
    description: `A page of \`ClientView & {invoiceCount, openAmount: "1234.50"}\` (pending and overdue), by name. \`q\` searches name, email, company and id.`,
  },
  post: {
    summary: "Add a client",
    returns: ClientView,
    body: NewClientInput,
    status: 201,
    errors: [409],
    description: `\`ClientView\`; 400 \`Name is required\` / \`Invalid email\`; 409 \`CONFIRMATION_REQUIRED\` when another of the owner's clients has this name (any case) or email (\`details.existingClientId\`), added when resent with \`confirm: true\`.`,
  },
  getExport: {
    summary: "Export clients as CSV",
    returns: { file: "text/csv" },
    description: `Columns: name,email,company,phone,businessNiche,status,lastContactDate,createdAt.`,
  },
  postImport: {
    summary: "Import clients from CSV",
    returns: ClientsImported,
    bodyMedia: {
      "text/csv": z.string(),
      "application/json": z.object({ csv: z.string() }),
    },
    status: 201,
    description: `The file itself (\`text/csv\`) or \`{csv}\`. Answers \`{imported, message}\`; 400 with \`fields\` like \`{"line 3: name": "Name is required"}\`, nothing imported.`,
  },
  getById: {
    summary: "Get a client",
    returns: ClientView,
    description: `\`ClientView\`.`,
  },
  putById: {
    summary: "Update a client",
    returns: ClientView,
    body: UpdateClientInput,
    description: `\`ClientView\`. The fields sent replace the client's (one left out is emptied); \`status\` (\`active\` or \`inactive\`), left out, stays as it is.`,
  },
  deleteById: {
    summary: "Delete a client",
    returns: Done,
    description: `\`{success}\`; the client's invoices are deleted too.`,
  },
  getByIdCommunicationHistory: {
    summary: "A client's communication history",
    query: clientHistoryList.schema,
    returns: { page: HistoryItem },
    description: `A page of \`[{type: invoice_sent|invoice_paid|invoice_overdue|email_sent, date, description, amount, currency, to, invoiceNumber}]\`, newest first.`,
  },
});
