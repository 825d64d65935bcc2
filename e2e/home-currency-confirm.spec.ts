// qa14 F13 (decision 296): Settings → Billing says which invoices' recorded rates a new home currency
// drops, and saves only when the owner confirms.
import { choose, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("a new home currency that drops recorded rates is confirmed first, or kept", async ({ page }) => {
  await signUpViaApi(page.request);
  const client = await (
    await page.request.post("/api/clients", { data: { name: "Rates Co", email: "ap@rates.test" } })
  ).json();
  const eur = await page.request.post("/api/invoices", {
    data: { clientId: client.id, amount: "200", dueDate: "2099-01-31", currency: "EUR", exchangeRate: "1.08" },
  });
  expect(eur.status()).toBe(201);
  const number = (await eur.json()).invoiceNumber;

  await page.goto("/profile?tab=billing");
  await choose(page, "Currency", "GBP");
  await page.getByRole("button", { name: "Save Billing Settings" }).click();
  const question = page.getByTestId("home-currency-question");
  await expect(question).toContainText(
    `Changing the home currency to GBP drops the exchange rate recorded on 1 invoice (${number})`,
  );
  await screenshotBoth(page, "billing-home-currency-question");
  // Nothing saved yet.
  expect((await (await page.request.get("/api/user/profile")).json()).defaultCurrency).toBe("USD");

  // "Keep USD" puts the field back and asks nothing more.
  await question.getByRole("button", { name: "Keep USD" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByLabel("Currency")).toContainText("USD");

  await choose(page, "Currency", "GBP");
  await page.getByRole("button", { name: "Save Billing Settings" }).click();
  await page.getByTestId("home-currency-question").getByRole("button", { name: "Change to GBP" }).click();
  await expect(page.getByText("Billing Updated").first()).toBeVisible();
  await expect(page.getByTestId("home-currency-question")).toHaveCount(0);
  expect((await (await page.request.get("/api/user/profile")).json()).defaultCurrency).toBe("GBP");
});
