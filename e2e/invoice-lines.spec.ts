import { choose, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

// Issue 14: an invoice with lines, tax and a discount, created in the web app, read back in its own view
// and on the client's pay page, then paid there.
test("an itemized invoice with tax and a discount is created, viewed, edited and paid by the pay page", async ({
  page,
}) => {
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

  // Edited: the hosting line goes to 2 months; the change is in the invoice's history.
  await view.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog");
  await edit.getByRole("listitem", { name: "Line 2" }).getByLabel("Quantity").fill("2");
  // 1,039.98 − 104.00 + VAT 20 % of 935.98 (187.20)
  await expect(edit.getByTestId("itemized-total")).toHaveText("$1,123.18");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Invoice updated").first()).toBeVisible();
  await expect(view.getByTestId("figures-balance")).toHaveText("$1,123.18");
  await expect(view.getByText("Edited: total $1,101.59 → $1,123.18")).toBeVisible();

  // Partly paid: $500 by bank transfer; more than the balance is refused first.
  await view.getByRole("button", { name: "Record payment" }).click();
  const pay = page.getByRole("dialog");
  await expect(pay.getByLabel("Amount received")).toHaveValue("1123.18");
  await pay.getByLabel("Amount received").fill("2000");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(pay.getByText("A payment cannot be more than the balance (1123.18)")).toBeVisible();
  await pay.getByLabel("Amount received").fill("500");
  await pay.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("$623.18 left to pay").first()).toBeVisible();
  await expect(view.getByTestId("figures-balance")).toHaveText("$623.18");
  await expect(view.getByTestId("figures-payment")).toContainText("bank transfer");
  await page.keyboard.press("Escape");
  await expect(row.getByText("Partially paid")).toBeVisible();

  // The client's page shows the lines, taxes and payment, and asks for the balance.
  await page.goto(invoice.publicPath);
  await expect(page.getByTestId("pay-amount")).toHaveText("$623.18");
  await expect(page.getByTestId("invoice-figures")).toContainText("Hosting");
  await expect(page.getByTestId("figures-payment")).toContainText("−$500.00");
  await expect(page.getByText("Tax ID US-EIN-12-3456789")).toBeVisible();
  await screenshotBoth(page, "invoice-itemized-pay");
  await page.getByRole("button", { name: "Pay $623.18 (demo)" }).click();
  await expect(page.getByRole("heading", { name: "Paid" })).toBeVisible();
  await expect(page.getByTestId("figures-balance")).toHaveText("$0.00");
  await expect(page.getByTestId("figures-payment")).toHaveCount(2);
});

test("a duplicate makes a draft; a draft is deleted; an issued invoice is voided and its pay page takes nothing", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  const client = await (
    await page.request.post("/api/clients", { data: { name: "Globex", email: "ap@globex.test" } })
  ).json();
  const made = await page.request.post("/api/invoices", {
    data: { clientId: client.id, amount: "850", dueDate: "2026-12-01", description: "Retainer" },
  });
  const invoice = await made.json();
  await page.goto("/invoices");
  const open = async (number: string) => {
    await page.getByRole("button", { name: `More for ${number}` }).click();
    await page.getByRole("menuitem", { name: "View invoice" }).click();
    return page.getByRole("dialog");
  };
  let view = await open(invoice.invoiceNumber);
  await view.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText(new RegExp(`created from ${invoice.invoiceNumber}`)).first()).toBeVisible();
  const copy = (await (await page.request.get("/api/invoices?status=draft")).json())[0];
  expect(copy.amount).toBe("850.00");
  view = await open(copy.invoiceNumber);
  await view.getByRole("button", { name: "Delete draft" }).click();
  await view.getByRole("button", { name: "Delete draft" }).click();
  await expect(page.getByText(`Draft ${copy.invoiceNumber} deleted`).first()).toBeVisible();

  view = await open(invoice.invoiceNumber);
  await expect(view.getByRole("button", { name: "Delete draft" })).toHaveCount(0);
  await view.getByRole("button", { name: "Void" }).click();
  await expect(view.getByRole("alertdialog", { name: "Void invoice?" })).toBeVisible();
  await view.getByRole("button", { name: "Void invoice" }).click();
  await expect(view.getByText("Voided")).toBeVisible();
  await expect(view.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(view.getByTestId("figures-balance")).toHaveText("$0.00");
  await view.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row", { name: `Invoice ${invoice.invoiceNumber}`, exact: true })).toHaveAttribute(
    "data-status",
    "void",
  );
  await page.goto(invoice.publicPath);
  await expect(page.getByRole("heading", { name: "This invoice was voided" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Pay .* \(demo\)/ })).toHaveCount(0);
});
