// The exports we read (docs/decisions/265-moving-in-imports.md has the sources): each product's own
// column names, the headers that tell its file apart, and where each of our fields comes from by default.
// The owner can change every column of the mapping; these are only the starting point.

export const IMPORT_KINDS = ["invoices", "clients"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const INVOICE_FIELDS = [
  "invoiceNumber",
  "sourceId",
  "clientName",
  "clientEmail",
  "amount",
  "currency",
  "status",
  "issueDate",
  "dueDate",
  "paidDate",
  "amountPaid",
  "balance",
  "description",
  "lineItems",
] as const;
export const CLIENT_FIELDS = ["name", "email", "company", "phone", "taxId"] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];
export type ClientField = (typeof CLIENT_FIELDS)[number];
export type ImportField = InvoiceField | ClientField;

export const FIELD_LABELS: Record<ImportField, string> = {
  invoiceNumber: "Invoice number",
  sourceId: "Their invoice id (when there is no number)",
  clientName: "Client name",
  clientEmail: "Client email",
  amount: "Total",
  currency: "Currency",
  status: "Status",
  issueDate: "Issue date",
  dueDate: "Due date",
  paidDate: "Paid date",
  amountPaid: "Amount paid",
  balance: "Balance due",
  description: "Description",
  lineItems: "Line items (JSON)",
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  taxId: "Tax id",
};

/** Without these a row cannot become an invoice or a client. */
export const REQUIRED_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  invoices: ["clientName", "amount", "dueDate"],
  clients: ["name"],
};

export const IMPORT_SOURCES = ["midday", "invoiceninja", "stripe"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const SOURCE_LABELS: Record<ImportSource, string> = {
  midday: "Midday",
  invoiceninja: "Invoice Ninja",
  stripe: "Stripe",
};

export interface ImportFormat {
  id: string;
  source: ImportSource;
  kind: ImportKind;
  label: string;
  /** Headers (compared without case, spaces or punctuation) that all appear in this product's file. */
  signature: readonly string[];
  /** Headers whose presence means it is another of the product's files (a customers file has no totals). */
  excludes?: readonly string[];
  /** For each field, the product's column names in order of preference. */
  columns: Partial<Record<ImportField, readonly string[]>>;
}

export const IMPORT_FORMATS: readonly ImportFormat[] = [
  {
    // Midday's data export (Settings → Export: a zip with invoices.csv and customers.csv), one column per
    // field of its invoices list, camelCase, objects written as JSON.
    id: "midday-invoices",
    source: "midday",
    kind: "invoices",
    label: "Midday invoices (invoices.csv)",
    signature: ["invoiceNumber", "customerName", "issueDate", "dueDate", "amount"],
    columns: {
      invoiceNumber: ["invoiceNumber"],
      sourceId: ["id"],
      clientName: ["customerName", "customer.name"],
      clientEmail: ["customer.email", "sentTo"],
      amount: ["amount"],
      currency: ["currency"],
      status: ["status"],
      issueDate: ["issueDate", "createdAt"],
      dueDate: ["dueDate"],
      paidDate: ["paidAt"],
      description: ["note"],
      lineItems: ["lineItems"],
    },
  },
  {
    id: "midday-customers",
    source: "midday",
    kind: "clients",
    label: "Midday customers (customers.csv)",
    signature: ["name", "email", "billingEmail", "vatNumber"],
    columns: {
      name: ["name"],
      email: ["email", "billingEmail"],
      phone: ["phone"],
      taxId: ["vatNumber"],
    },
  },
  {
    // Invoice Ninja v5 (Settings → Import | Export → Export, or Reports → Export): headers are the
    // entity's prefix and the translated field ("Invoice Amount", "Client Name", "Contact Email").
    id: "invoiceninja-invoices",
    source: "invoiceninja",
    kind: "invoices",
    label: "Invoice Ninja invoices",
    signature: ["Client Name", "Invoice Amount", "Invoice Balance"],
    columns: {
      invoiceNumber: ["Invoice Invoice Number", "Invoice Number"],
      clientName: ["Client Name"],
      clientEmail: ["Contact Email", "Client Email"],
      amount: ["Invoice Amount"],
      currency: ["Client Currency", "Invoice Currency", "Currency"],
      status: ["Invoice Status"],
      issueDate: ["Invoice Date"],
      dueDate: ["Invoice Due Date"],
      amountPaid: ["Invoice Paid to Date"],
      balance: ["Invoice Balance"],
      description: ["Invoice Public Notes", "Invoice PO Number"],
    },
  },
  {
    id: "invoiceninja-clients",
    source: "invoiceninja",
    kind: "clients",
    label: "Invoice Ninja clients",
    signature: ["Client Name", "Contact Email"],
    excludes: ["Invoice Amount"],
    columns: {
      name: ["Client Name"],
      email: ["Contact Email"],
      phone: ["Client Phone", "Contact Phone"],
      taxId: ["Client VAT Number"],
    },
  },
  {
    // Stripe Dashboard → Invoices → Export: amounts in major units, lower-case currency codes, times in UTC.
    id: "stripe-invoices",
    source: "stripe",
    kind: "invoices",
    label: "Stripe invoices (invoices.csv)",
    signature: ["id", "Amount Due", "Amount Paid", "Amount Remaining", "Currency"],
    columns: {
      invoiceNumber: ["Number"],
      sourceId: ["id"],
      clientName: ["Customer Name", "Customer"],
      clientEmail: ["Customer Email"],
      amount: ["Total", "Amount Due"],
      currency: ["Currency"],
      status: ["Status"],
      issueDate: ["Date (UTC)", "Created (UTC)"],
      dueDate: ["Due Date (UTC)", "Date (UTC)"],
      paidDate: ["Paid At (UTC)"],
      amountPaid: ["Amount Paid"],
      balance: ["Amount Remaining"],
      description: ["Description"],
    },
  },
  {
    // Stripe Dashboard → Customers → Export.
    id: "stripe-customers",
    source: "stripe",
    kind: "clients",
    label: "Stripe customers (customers.csv)",
    signature: ["id", "Email", "Name", "Created (UTC)"],
    excludes: ["Amount Due"],
    columns: {
      name: ["Name"],
      email: ["Email"],
      phone: ["Phone"],
      taxId: ["Business Vat ID", "Tax ID"],
    },
  },
];

export const IMPORT_FORMAT_IDS = IMPORT_FORMATS.map((f) => f.id) as [string, ...string[]];

export const formatById = (id: string) => IMPORT_FORMATS.find((f) => f.id === id);

export const fieldsOf = (kind: ImportKind): readonly ImportField[] =>
  kind === "invoices" ? INVOICE_FIELDS : CLIENT_FIELDS;

/** Headers compared as people write them: no case, spaces, underscores or punctuation. */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
