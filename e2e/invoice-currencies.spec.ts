import fs from "node:fs";
import { choose, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

// Issue 14 §6: an invoice in euros for a US-dollar business. Without a rates source (the e2e server has
// none) the owner types the rate; the invoice keeps its euros everywhere, the totals count it in dollars
// at that rate, and the screens say where the rate came from.
test("an invoice in another currency is created with the owner's rate and counted at home by it", async ({ page }) => {
  // Creation, a rate change, the export and the pay page: its whole round outlasts 60 s on a loaded machine.
  test.slow();
  await signUpViaApi(page.request);
  const client = await page.request.post("/api/clients", {
    data: { name: "Bäckerei Müller", email: "konto@mueller.test" },
  });
  expect(client.status()).toBe(201);
  const usd = await page.request.post("/api/invoices", {
    data: { clientId: (await client.json()).id, amount: "1000", dueDate: "2099-01-31" },
  });
  expect(usd.status()).toBe(201);

  await page.goto("/invoices");
  await page.getByRole("button", { name: "Create Invoice" }).first().click();
  const dialog = page.getByRole("dialog");
  await choose(page, "Client", "Bäckerei Müller");
  await dialog.getByLabel("Amount").fill("1800");
  await dialog.getByLabel("Currency").fill("eur");
  await page.getByRole("option", { name: "EUR · Euro", exact: true }).click();
  const rate = dialog.getByLabel("Rate: 1 EUR = ? USD");
  await expect(dialog.getByText("No rates source is configured: type the rate. Totals in USD use it.")).toBeVisible();
  // No rate: the server names the field; nothing is created.
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(dialog.getByText("Enter the rate: 1 EUR = ? USD (no rates source is configured)")).toBeVisible();
  await rate.fill("0");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(dialog.getByText("Exchange rate must be more than 0")).toBeVisible();
  await rate.fill("1.08");
  await screenshotBoth(page, "invoice-currency-create");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = await (await page.request.get("/api/invoices")).json();
  const eur = list.find((i: { currency: string }) => i.currency === "EUR");
  expect(eur.rate).toMatchObject({ value: "1.08", source: "owner", homeAmount: "1944.00" });
  // The ledger writes the invoice in euros; the tracker adds it in dollars at its rate.
  const row = page.getByRole("row", { name: `Invoice ${eur.invoiceNumber}`, exact: true });
  await expect(row).toContainText("€1,800.00");
  const tracker = page.getByRole("region", { name: "Invoice Tracker" });
  await expect(tracker.getByTestId("tile-outstanding")).toContainText("$2,944.00");
  await expect(tracker.getByTestId("other-currencies")).toHaveText(
    "Totals in USD include 1 unpaid invoice in EUR ($1,944.00) at the rates recorded on them.",
  );
  await screenshotBoth(page, "invoice-currency-tracker");

  // The invoice says where its rate came from and lets the owner record another.
  await row.getByRole("button", { name: `More for ${eur.invoiceNumber}` }).click();
  await page.getByRole("menuitem", { name: "View invoice" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByTestId("invoice-rate")).toHaveText("1 EUR = 1.08 USD · entered by you");
  await expect(view.getByText("Counts as $1,944.00 in your totals.")).toBeVisible();
  await expect(view.getByTestId("figures-balance")).toHaveText("€1,800.00");
  await view.getByRole("button", { name: "Change rate" }).click();
  await view.getByLabel("1 EUR = ? USD").fill("2000000");
  await view.getByRole("button", { name: "Save rate" }).click();
  await expect(view.getByText("Exchange rate must be between 0.000001 and 1,000,000")).toBeVisible();
  await view.getByLabel("1 EUR = ? USD").fill("1.1");
  await view.getByRole("button", { name: "Save rate" }).click();
  await expect(view.getByTestId("invoice-rate")).toHaveText("1 EUR = 1.1 USD · entered by you");
  await expect(view.getByText("Rate recorded: 1 EUR = 1.1 USD")).toBeVisible();
  await screenshotBoth(page, "invoice-currency-view");
  await view.getByRole("button", { name: "Close" }).click();
  await expect(view).toBeHidden();
  await expect(tracker.getByTestId("tile-outstanding")).toContainText("$2,980.00");

  // The export writes each invoice in its own currency, with its rate and what it counts for in dollars.
  await page.getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "Invoices (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("invoices.csv");
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split("\n")[0]).toBe(
    "invoiceNumber,client,clientEmail,currency,amount,paid,balance,status,issuedOn,dueDate,paidDate,description,homeCurrency,exchangeRate,rateSource,homeAmount",
  );
  expect(csv).toContain(`${eur.invoiceNumber},Bäckerei Müller,konto@mueller.test,EUR,1800.00,0.00,1800.00,pending,`);
  expect(csv).toContain(",USD,1.1,owner,1980.00");

  // The client's pay page asks for euros.
  await page.goto(eur.publicPath);
  await expect(page.getByText("€1,800.00").first()).toBeVisible();
  await screenshotBoth(page, "invoice-currency-pay-page");
});
