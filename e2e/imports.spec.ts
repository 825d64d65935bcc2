import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

// Issue 14 §11 "Moving in": each product's export (test/fixtures/imports, made from its documented
// columns) uploaded on the invoices ledger, previewed (format, mapping, first rows), imported, and the
// invoices seen in the ledger with their totals and statuses.
const fixture = (name: string) => path.join(process.cwd(), "test", "fixtures", "imports", name);

async function openImport(page: Page) {
  await page.goto("/invoices");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import invoices and clients" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function upload(page: Page, file: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("CSV export to import").setInputFiles(fixture(file));
  return dialog;
}

/** The select that fills one of our fields (core/imports/formats.ts names them). */
const column = (page: Page, field: string) => page.getByRole("dialog").locator(`select[data-field="${field}"]`);

const row = (page: Page, number: string) => page.getByRole("row", { name: `Invoice ${number}`, exact: true });

test("a Midday invoices.csv is recognised, previewed with its mapping and imported into the ledger", async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page.request);
  await openImport(page);
  const dialog = await upload(page, "midday-invoices.csv");
  await expect(dialog.getByLabel("Format")).toHaveValue("midday-invoices");
  await expect(dialog.getByText("Recognised from the file's header row.")).toBeVisible();
  // Our field ← their column, the customer's email read from Midday's JSON customer cell.
  await expect(column(page, "clientEmail")).toHaveValue("customer.email");
  await expect(column(page, "invoiceNumber")).toHaveValue("invoiceNumber");
  await expect(dialog.getByTestId("import-summary")).toContainText(
    "6 rows: 6 invoices, 4 new clients, 0 clients you already have, 2 payments recorded.",
  );
  const rows = dialog.getByTestId("import-rows");
  await expect(rows.getByRole("row")).toHaveCount(7);
  await expect(rows.getByRole("row").nth(1)).toContainText("INV-0001");
  await expect(rows.getByRole("row").nth(1)).toContainText("€2,400.00");
  await screenshotBoth(page, "import-midday-preview");
  await dialog.getByRole("button", { name: "Import 6 invoices and 4 clients" }).click();
  await expect(page.getByText("Imported 6 invoices and 4 new clients from Midday").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(row(page, "INV-0001")).toContainText("€2,400.00");
  await expect(row(page, "INV-0001")).toContainText("Paid");
  await expect(row(page, "INV-0003")).toContainText("$850.50");
  await expect(row(page, "INV-0003")).toContainText("Overdue");
  await expect(row(page, "INV-0004")).toContainText("Draft");
  await expect(row(page, "INV-0005")).toContainText("£3,200.00");
  await expect(row(page, "INV-0005")).toContainText("Void");
  await screenshotBoth(page, "import-midday-ledger");
});

test("Invoice Ninja: clients first, then invoices matched to them; a wrong line blocks the import until fixed by the mapping", async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page.request);
  let dialog = await openImport(page);
  await upload(page, "invoice-ninja-clients.csv");
  await expect(dialog.getByLabel("Format")).toHaveValue("invoiceninja-clients");
  await expect(column(page, "email")).toHaveValue("Contact Email");
  await dialog.getByRole("button", { name: "Import 3 clients" }).click();
  await expect(page.getByText("Imported 3 clients from Invoice Ninja").first()).toBeVisible();

  dialog = await openImport(page);
  await upload(page, "invoice-ninja-invoices.csv");
  await expect(dialog.getByLabel("Format")).toHaveValue("invoiceninja-invoices");
  await expect(dialog.getByTestId("import-summary")).toContainText("0 new clients, 3 clients you already have");
  // Reading the issue date as the due date is allowed; reading the PO number as the total is not.
  await column(page, "amount").selectOption("Invoice PO Number");
  const errors = dialog.getByRole("list", { name: "Import errors" });
  await expect(errors).toContainText('Line 2, Invoice PO Number: "PO-7781" is not an amount');
  await expect(errors).toContainText("Line 3, Invoice PO Number: The total is missing");
  await expect(dialog.getByRole("button", { name: /^Import \d/ })).toBeDisabled();
  await errors.scrollIntoViewIfNeeded();
  await screenshotBoth(page, "import-invoice-ninja-errors");
  await column(page, "amount").selectOption("Invoice Amount");
  await expect(errors).toBeHidden();
  await dialog.getByRole("button", { name: "Import 6 invoices and 0 clients" }).click();
  await expect(
    page.getByText("Imported 6 invoices and 0 new clients from Invoice Ninja; 3 clients you already had").first(),
  ).toBeVisible();

  await expect(row(page, "0044")).toContainText("CA$4,520.00");
  await expect(row(page, "0044")).toContainText("Partially paid");
  await expect(row(page, "0043")).toContainText("Paid");
  await expect(row(page, "0046")).toContainText("Void");
  const clients = await (await page.request.get("/api/clients")).json();
  expect(clients).toHaveLength(3);
});

test("a Stripe invoices export: lower-case currencies and major units, a draft without a number, a $0 invoice skipped", async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page.request);
  const dialog = await openImport(page);
  await upload(page, "stripe-invoices.csv");
  await expect(dialog.getByLabel("Format")).toHaveValue("stripe-invoices");
  await expect(column(page, "amount")).toHaveValue("Total");
  await expect(dialog.getByRole("list", { name: "Rows skipped" })).toContainText(
    "Line 7: 8F3A2C1D-0005 totals 0: nothing to collect, not imported",
  );
  await expect(dialog.getByRole("list", { name: "Totals per currency" })).toContainText(
    "USD: 3 invoices, $3,890.00 billed, $500.00 paid",
  );
  await screenshotBoth(page, "import-stripe-preview");
  await dialog.getByRole("button", { name: "Import 5 invoices and 4 clients" }).click();
  await expect(page.getByText("Imported 5 invoices and 4 new clients from Stripe").first()).toBeVisible();

  await expect(row(page, "8F3A2C1D-0001")).toContainText("$500.00");
  await expect(row(page, "8F3A2C1D-0001")).toContainText("Paid");
  await expect(row(page, "8F3A2C1D-0002")).toContainText("€1,800.00");
  await expect(row(page, "8F3A2C1D-0002")).toContainText("Overdue");
  await expect(row(page, "in_1QeBcD2eZvKYlo2C0a1b2c3h")).toContainText("Draft");
  // The invoice's history says where it came from; its paid twin carries the payment Stripe recorded.
  await row(page, "8F3A2C1D-0002").getByRole("button", { name: "More for 8F3A2C1D-0002" }).click();
  await page.getByRole("menuitem", { name: "View invoice" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByText('Imported from Stripe (line 3, "open" there)')).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  // Nothing was emailed: the outbox is empty.
  const outbox = (await (await page.request.get("/api/outbox")).json()) as { relatedType: string | null }[];
  expect(outbox.filter((m) => m.relatedType === "invoice")).toEqual([]);
  await screenshotBoth(page, "import-stripe-ledger");
});
