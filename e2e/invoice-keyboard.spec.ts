// qa14 F12 (decision 296): Create Invoice by keyboard only. The Currency combobox opens its list on
// focus; Tab must leave it for the next field (WAI-ARIA APG combobox), not fall into the list and
// out of the dialog's order.
import { expect, signUpViaApi, test } from "./support/fixtures";

test("Create Invoice is filled and sent by keyboard only, Tab leaving the Currency combobox", async ({ page }) => {
  await signUpViaApi(page.request);
  expect(
    (await page.request.post("/api/clients", { data: { name: "Keyboard Co", email: "ap@keyboard.test" } })).status(),
  ).toBe(201);

  await page.goto("/invoices");
  await page.getByRole("button", { name: "Create Invoice" }).first().focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  const client = dialog.getByRole("combobox", { name: "Client" });
  await expect(client).toBeFocused();
  await page.keyboard.type("Keyboard");
  await expect(dialog.getByRole("option", { name: /Keyboard Co/ })).toBeVisible();
  await page.keyboard.press("Enter");

  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Amount")).toBeFocused();
  await page.keyboard.type("250");
  // The date input has its own segments (Tab moves through them in Chromium): Tab until Currency.
  const currency = dialog.getByRole("combobox", { name: "Currency" });
  for (let i = 0; i < 5 && !(await currency.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(currency).toBeFocused();
  await expect(dialog.getByRole("listbox")).toBeVisible();

  // Tab with the list open and nothing typed: the next field, the list closed, USD kept.
  await page.keyboard.press("Tab");
  const itemize = dialog.getByRole("button", { name: "Itemize with lines and tax" });
  await expect(itemize).toBeFocused();
  await expect(dialog.getByRole("listbox")).toHaveCount(0);
  await expect(currency).toHaveValue(/^USD/);

  // Back into it, pick euros by typing, Tab to the rate that appears.
  await page.keyboard.press("Shift+Tab");
  await expect(currency).toBeFocused();
  await page.keyboard.type("eur");
  await page.keyboard.press("Enter");
  await expect(currency).toHaveValue("EUR · Euro");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Rate: 1 EUR = ? USD")).toBeFocused();
  await page.keyboard.type("1.08");
  await page.keyboard.press("Tab");
  await expect(itemize).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Keyboard only");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  const create = dialog.getByRole("button", { name: "Create Invoice" });
  await expect(create).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Invoice created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = await (await page.request.get("/api/invoices")).json();
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ amount: "250.00", currency: "EUR", description: "Keyboard only" });
  expect(list[0].rate).toMatchObject({ value: "1.08", source: "owner" });
});
