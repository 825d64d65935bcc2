import { choose, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

// Issue 14: an invoice with lines, tax and a discount, created in the web app, read back in its own view
// and on the client's pay page, then paid there.
test("an itemized invoice with tax and a discount is created, viewed and paid by the pay page", async ({ page }) => {
  await signUpViaApi(page.request);
  const billing = await page.request.put("/api/user/billing", {
    data: { defaultHourlyRate: "90", defaultCurrency: "USD", paymentTerms: "30", taxId: "US-EIN-12-3456789" },
  });
  expect(billing.status()).toBe(200);
  const client = await page.request.post("/api/clients", {
    data: { name: "Acme Ltd", email: "billing@acme.test", company: "Acme", taxId: "DE999999" },
  });
  expect(client.status()).toBe(201);

  await page.goto("/invoices");
  await page.getByRole("button", { name: "Create Invoice" }).first().click();
  const dialog = page.getByRole("dialog");
  await choose(page, "Client", "Acme Ltd (Acme)");
  await dialog.getByRole("button", { name: "Itemize with lines and tax" }).click();
  await expect(dialog.getByLabel("Amount")).toHaveCount(0);
  await dialog.getByLabel("Line 1 description").fill("Design");
  const line = (n: number) => dialog.getByRole("listitem", { name: `Line ${n}` });
  await line(1).getByLabel("Quantity").fill("12.5");
  await line(1).getByLabel("Unit price").fill("80");
  await line(1).getByLabel("Tax %").fill("20");
  await dialog.getByRole("button", { name: "Add line" }).click();
  await dialog.getByLabel("Line 2 description").fill("Hosting");
  await line(2).getByLabel("Unit price").fill("19.99");
  await line(2).getByLabel("Tax %").fill("20");
  await dialog.getByLabel("Tax name").fill("VAT");
  await dialog.getByLabel("Discount", { exact: true }).selectOption("percent");
  await dialog.getByLabel("Discount %").fill("10");
  // 1,019.99 − 102.00 (10 %) + VAT 20 % of 917.99 (183.60), computed while typing by core's rule.
  await expect(dialog.getByTestId("itemized-total")).toHaveText("$1,101.59");
  await screenshotBoth(page, "invoice-itemized-create");

  // A tax over 100 % is refused by the server under its line's field; nothing is created.
  await line(2).getByLabel("Tax %").fill("120");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(line(2).getByText("Tax rate cannot be over 100%")).toBeVisible();
  await line(2).getByLabel("Tax %").fill("20");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const [invoice] = await (await page.request.get("/api/invoices")).json();
  expect(invoice.amount).toBe("1101.59");
  const row = page.getByRole("row", { name: `Invoice ${invoice.invoiceNumber}`, exact: true });
  await expect(row).toContainText("$1,101.59");
  await row.getByRole("button", { name: `More for ${invoice.invoiceNumber}` }).click();
  await page.getByRole("menuitem", { name: "View invoice" }).click();
  const view = page.getByRole("dialog");
  const figures = view.getByTestId("invoice-figures");
  await expect(figures.getByRole("row")).toHaveCount(3);
  await expect(figures).toContainText("VAT 20% on $917.99");
  await expect(figures).toContainText("−$102.00");
  await expect(view.getByTestId("figures-balance")).toHaveText("$1,101.59");
  await expect(view).toContainText("DE999999");
  await screenshotBoth(page, "invoice-itemized-view");
  await page.keyboard.press("Escape");

  // The client's page shows the lines and taxes and asks for the balance.
  await page.goto(invoice.publicPath);
  await expect(page.getByTestId("pay-amount")).toHaveText("$1,101.59");
  await expect(page.getByTestId("invoice-figures")).toContainText("Hosting");
  await expect(page.getByText("Tax ID US-EIN-12-3456789")).toBeVisible();
  await screenshotBoth(page, "invoice-itemized-pay");
  await page.getByRole("button", { name: "Pay $1,101.59 (demo)" }).click();
  await expect(page.getByRole("heading", { name: "Paid" })).toBeVisible();
  await expect(page.getByTestId("figures-balance")).toHaveText("$0.00");
});
