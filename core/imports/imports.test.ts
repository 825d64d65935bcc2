import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { asOwner } from "../context";
import { clients, invoiceLines, invoicePayments, invoices } from "../db/schema";
import { AppError } from "../errors";
import { factories } from "../../test/factories";
import { makeTestApp } from "../../test/app";
import { previewImport } from "./preview";
import { importFile } from "./run";

const fixture = (name: string) => readFileSync(join(__dirname, "../../test/fixtures/imports", name), "utf8");

const setup = () => {
  const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
  const owner = factories.user(t.db, { timeZone: "UTC", defaultCurrency: "USD" });
  const ctx = asOwner(t.services, owner.id);
  const rowsOf = () =>
    t.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, owner.id))
      .all()
      .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
  const clientsOf = () => t.db.select().from(clients).where(eq(clients.userId, owner.id)).all();
  return { t, owner, ctx, rowsOf, clientsOf };
};

/** The 400 an import answers, with its errors by line. */
function importErrors(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("expected the import to fail");
}

describe("Midday invoices.csv", () => {
  it("is detected, mapped from its camelCase columns (the customer's email from its JSON) and imported", () => {
    const { ctx, t, owner, rowsOf, clientsOf } = setup();
    const preview = previewImport({ ctx, input: { csv: fixture("midday-invoices.csv") } });
    expect(preview.format).toMatchObject({ id: "midday-invoices", detected: true, kind: "invoices" });
    expect(preview.mapping.find((m) => m.field === "clientEmail")?.column).toBe("customer.email");
    expect(preview.mapping.find((m) => m.field === "paidDate")?.column).toBe("paidAt");
    expect(preview.errors).toEqual([]);
    expect(preview.counts).toMatchObject({ invoices: 6, newClients: 4, matchedClients: 0, payments: 2 });
    expect(rowsOf()).toHaveLength(0); // the preview writes nothing

    const result = importFile({ ctx, input: { csv: fixture("midday-invoices.csv") } });
    expect(result).toMatchObject({ invoices: 6, clients: 4, payments: 2 });
    const rows = rowsOf();
    expect(
      rows.map((r) => [r.invoiceNumber, r.status, r.amountCents, r.currency, r.dueDate, r.paidDate, r.paidCents]),
    ).toEqual([
      ["INV-0001", "paid", 240000, "EUR", "2026-07-02", "2026-06-28", 240000],
      ["INV-0002", "pending", 119000, "EUR", "2027-01-15", null, 0],
      ["INV-0003", "overdue", 85050, "USD", "2026-09-30", null, 0],
      ["INV-0004", "draft", 60000, "EUR", "2026-12-31", null, 0],
      ["INV-0005", "void", 320000, "GBP", "2026-05-31", null, 0],
      ["INV-0006", "paid", 125000, "USD", "2026-10-15", "2026-10-03", 125000],
    ]);
    expect(rows.every((r) => r.sentAt === null)).toBe(true);
    expect(rows.find((r) => r.invoiceNumber === "INV-0003")).toMatchObject({ exchangeRate: 1, rateSource: "home" });
    expect(rows.find((r) => r.invoiceNumber === "INV-0001")).toMatchObject({ exchangeRate: null });
    // Line items that add up are kept; INV-0002's (before VAT) are not, so it is one line of its total.
    const linesOf = (n: string) =>
      t.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, rows.find((r) => r.invoiceNumber === n)!.id))
        .all();
    expect(linesOf("INV-0001").map((l) => [l.description, l.quantityMilli, l.unitPriceCents])).toEqual([
      ["Brand strategy workshop", 2000, 120000],
    ]);
    expect(linesOf("INV-0002").map((l) => l.amountCents)).toEqual([119000]);
    const payments = t.db.select().from(invoicePayments).where(eq(invoicePayments.userId, owner.id)).all();
    expect(payments.map((p) => [p.amountCents, p.paidOn]).sort()).toEqual([
      [125000, "2026-10-03"],
      [240000, "2026-06-28"],
    ]);
    const names = clientsOf()
      .map((c) => [c.name, c.email])
      .sort();
    expect(names).toEqual([
      ["Acme Corp", "billing@acme.example"],
      ["Globex GmbH", "ap@globex.example"],
      ["Initech Ltd", "accounts@initech.example"],
      ["Northwind Traders", "finance@northwind.example"],
    ]);
  });

  it("imports its customers.csv as clients", () => {
    const { ctx, clientsOf } = setup();
    const result = importFile({ ctx, input: { csv: fixture("midday-customers.csv") } });
    expect(result).toMatchObject({ format: "midday-customers", clients: 2 });
    expect(clientsOf().find((c) => c.name === "Globex GmbH")).toMatchObject({ taxId: "DE123456789" });
  });
});

describe("Invoice Ninja", () => {
  it("imports clients, then invoices matched to them by name, with partial payments from Paid to Date", () => {
    const { ctx, rowsOf, clientsOf, t, owner } = setup();
    expect(importFile({ ctx, input: { csv: fixture("invoice-ninja-clients.csv") } })).toMatchObject({
      format: "invoiceninja-clients",
      clients: 3,
    });
    const preview = previewImport({ ctx, input: { csv: fixture("invoice-ninja-invoices.csv") } });
    expect(preview.format.id).toBe("invoiceninja-invoices");
    expect(preview.counts).toMatchObject({ invoices: 6, newClients: 0, matchedClients: 3 });
    importFile({ ctx, input: { csv: fixture("invoice-ninja-invoices.csv") } });
    expect(clientsOf()).toHaveLength(3);
    const rows = rowsOf();
    expect(rows.map((r) => [r.invoiceNumber, r.status, r.amountCents, r.paidCents, r.currency])).toEqual([
      ["0041", "paid", 300000, 300000, "USD"],
      ["0042", "pending", 120000, 0, "USD"],
      ["0043", "paid", 225050, 225050, "USD"],
      ["0044", "pending", 452000, 113000, "CAD"],
      ["0045", "draft", 98000, 0, "CAD"],
      ["0046", "void", 64000, 0, "USD"],
    ]);
    // The quoted note kept its comma and line break; the partial payment is dated the issue day.
    expect(rows.find((r) => r.invoiceNumber === "0042")?.description).toBe("Model home photography,\ntwo days");
    const partial = t.db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.userId, owner.id), eq(invoicePayments.invoiceId, rows[3].id)))
      .all();
    expect(partial.map((p) => [p.amountCents, p.paidOn])).toEqual([[113000, "2026-10-20"]]);
  });
});

describe("Stripe", () => {
  it("reads major units, lower-case currencies and UTC times; a draft without a number keeps Stripe's id; a 0 total is skipped", () => {
    const { ctx, rowsOf, clientsOf } = setup();
    const preview = previewImport({ ctx, input: { csv: fixture("stripe-invoices.csv") } });
    expect(preview.format.id).toBe("stripe-invoices");
    expect(preview.skipped).toEqual([{ line: 7, reason: "8F3A2C1D-0005 totals 0: nothing to collect, not imported" }]);
    expect(preview.totals).toEqual([
      { currency: "USD", invoices: 3, total: "3890.00", paid: "500.00" },
      { currency: "EUR", invoices: 1, total: "1800.00", paid: "0.00" },
      { currency: "GBP", invoices: 1, total: "0.00", paid: "0.00" },
    ]);
    importFile({ ctx, input: { csv: fixture("stripe-invoices.csv") } });
    expect(rowsOf().map((r) => [r.invoiceNumber, r.status, r.amountCents, r.currency, r.dueDate])).toEqual([
      ["8F3A2C1D-0001", "paid", 50000, "USD", "2026-08-01"],
      ["8F3A2C1D-0002", "pending", 180000, "EUR", "2026-10-10"],
      ["8F3A2C1D-0003", "pending", 275000, "USD", "2026-12-02"],
      ["8F3A2C1D-0004", "void", 32000, "GBP", "2026-07-12"],
      ["in_1QeBcD2eZvKYlo2C0a1b2c3h", "draft", 64000, "USD", "2026-12-31"],
    ]);
    expect(clientsOf()).toHaveLength(4);
  });

  it("imports customers, and their invoices then match them by email", () => {
    const { ctx, clientsOf } = setup();
    importFile({ ctx, input: { csv: fixture("stripe-customers.csv") } });
    expect(clientsOf().find((c) => c.name === "Pied Piper SA")).toMatchObject({ taxId: "PT123456789" });
    const result = importFile({ ctx, input: { csv: fixture("stripe-invoices.csv") } });
    expect(result).toMatchObject({ invoices: 5, clients: 2, matchedClients: 2 });
    expect(clientsOf()).toHaveLength(4);
  });
});

describe("matching and numbers", () => {
  it("matches an existing client by email, then by name in any case, and never another owner's", () => {
    const { ctx, t, owner, clientsOf } = setup();
    const other = factories.user(t.db);
    factories.client(t.db, other.id, { name: "Hooli Inc.", email: "gavin@hooli.example" });
    factories.client(t.db, owner.id, { name: "Gavin at Hooli", email: "GAVIN@hooli.example" });
    factories.client(t.db, owner.id, { name: "PIED PIPER sa", email: null });
    const result = importFile({ ctx, input: { csv: fixture("stripe-invoices.csv") } });
    expect(result).toMatchObject({ clients: 2, matchedClients: 2 });
    expect(
      clientsOf()
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Aviato", "Gavin at Hooli", "PIED PIPER sa", "Raviga Capital"]);
  });

  it("refuses a number the owner already has, naming the line, and imports nothing", () => {
    const { ctx, t, owner, rowsOf } = setup();
    const client = factories.client(t.db, owner.id);
    factories.invoice(t.db, owner.id, client.id, { invoiceNumber: "INV-0003" });
    const error = importErrors(() => importFile({ ctx, input: { csv: fixture("midday-invoices.csv") } }));
    expect(error.details?.errors).toEqual([
      { line: 4, column: "invoiceNumber", message: "INV-0003 is already one of your invoices" },
    ]);
    expect(rowsOf()).toHaveLength(1);
  });

  it("refuses a number twice in the file", () => {
    const { ctx } = setup();
    const csv =
      "Number,Customer Name,Total,Currency,Due Date (UTC),id,Amount Due,Amount Paid,Amount Remaining\nA-1,Ann,10.00,usd,2026-12-01,in_1,10,0,10\nA-1,Bob,12.00,usd,2026-12-01,in_2,12,0,12\n";
    const error = importErrors(() => importFile({ ctx, input: { csv } }));
    expect(error.details?.errors).toEqual([{ line: 3, column: "Number", message: "A-1 is also on line 2" }]);
  });
});

describe("errors by line", () => {
  const stripeHeader =
    "id,Number,Customer Name,Customer Email,Total,Amount Due,Amount Paid,Amount Remaining,Currency,Status,Date (UTC),Due Date (UTC)";
  const good = (n: number) =>
    `in_${n},N-${n},Client ${n},c${n}@example.com,100.00,100.00,0.00,100.00,usd,open,2026-11-01 10:00,2026-12-01 10:00`;

  it("names the line, the column and what is wrong: a bad date on line 7, an unknown currency", () => {
    const { ctx, rowsOf } = setup();
    const rows = [1, 2, 3, 4, 5].map(good);
    rows.push("in_6,N-6,Client 6,c6@example.com,100.00,100.00,0.00,100.00,usd,open,2026-11-01 10:00,31/12/2026");
    rows.push("in_7,N-7,Client 7,c7@example.com,100.00,100.00,0.00,100.00,xyz,open,2026-11-01 10:00,2026-12-01");
    const csv = [stripeHeader, ...rows].join("\n");
    const preview = previewImport({ ctx, input: { csv } });
    expect(preview.errors).toEqual([
      { line: 7, column: "Due Date (UTC)", message: '"31/12/2026" is not a date we can read (expected YYYY-MM-DD)' },
      { line: 8, column: "Currency", message: '"xyz" is not a currency code we know' },
    ]);
    expect(preview.ready).toBe(false);
    const error = importErrors(() => importFile({ ctx, input: { csv } }));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toMatch(/^Nothing was imported: 2 problems to fix\. line 7 \(Due Date \(UTC\)\)/);
    expect(error.fields).toMatchObject({
      "line 7: Due Date (UTC)": expect.any(String),
      "line 8: Currency": expect.any(String),
    });
    expect(rowsOf()).toHaveLength(0);
  });

  it("reads a BOM, semicolons, quoted fields with the delimiter and line breaks, counting lines as the file has them", () => {
    const { ctx } = setup();
    const csv =
      "\uFEFFid;Number;Customer Name;Total;Amount Due;Amount Paid;Amount Remaining;Currency;Due Date (UTC);Description\r\n" +
      'in_1;N-1;"Smith; Jones & Co";1.250,50;1250,50;0;1250,50;eur;2026-12-01;"two\r\nlines"\r\n' +
      "\r\n" +
      "in_2;N-2;Ann;-5;0;0;0;eur;2026-12-01;x\r\n";
    const preview = previewImport({ ctx, input: { csv } });
    expect(preview.format.id).toBe("stripe-invoices");
    expect(preview.rows[0]).toMatchObject({ line: 2, client: "Smith; Jones & Co", amount: "1250.50", currency: "EUR" });
    expect(preview.errors).toEqual([
      { line: 5, column: "Total", message: "A negative amount (-5) cannot be imported" },
    ]);
  });

  it("refuses an empty file, a header-only file and an unknown header row with a 400 naming the field", () => {
    const { ctx } = setup();
    expect(importErrors(() => previewImport({ ctx, input: { csv: "" } })).fields).toEqual({
      csv: "The file is empty: choose a CSV export",
    });
    expect(importErrors(() => previewImport({ ctx, input: { csv: `${stripeHeader}\n\n` } })).fields).toEqual({
      csv: "The file has a header row but no rows to import",
    });
    expect(Object.keys(importErrors(() => previewImport({ ctx, input: { csv: "a,b\n1,2\n" } })).fields!)).toEqual([
      "format",
    ]);
  });

  it("lets the owner choose the format and change the mapping; a column the file lacks is refused", () => {
    const { ctx } = setup();
    const csv = "Client,Sum,Due,Ref\nAnn,12.00,2026-12-01,R-1\n";
    const mapping = { clientName: "Client", amount: "Sum", dueDate: "Due", invoiceNumber: "Ref" };
    const preview = previewImport({ ctx, input: { csv, format: "stripe-invoices", mapping } });
    expect(preview.errors).toEqual([]);
    expect(preview.rows[0]).toMatchObject({ invoiceNumber: "R-1", client: "Ann", amount: "12.00", currency: "USD" });
    const unmapped = previewImport({ ctx, input: { csv, format: "stripe-invoices" } });
    expect(unmapped.errors.map((e) => e.message)).toContain("Choose the column that holds the client name");
    expect(importErrors(() => importFile({ ctx, input: { csv, format: "stripe-invoices" } })).fields).toHaveProperty(
      "mapping.clientName",
    );
    expect(
      importErrors(() => previewImport({ ctx, input: { csv, format: "stripe-invoices", mapping: { amount: "Nope" } } }))
        .fields,
    ).toEqual({ "mapping.amount": 'The file has no column "Nope"' });
  });
});
