// Issue 14 §10: the owner makes a client's private link on the client's page; the client, signed out
// on a phone, sees what to pay and the quote waiting for them, and reaches the pay page and the quote.
import { PHONE, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("a client's private page lists what to pay and the quotes to answer, with Pay and Review and accept", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request);
  const r = page.request;
  const client = await (
    await r.post("/api/clients", { data: { name: "Globex", email: `ap-${Date.now()}@globex.test` } })
  ).json();
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const invoice = await (
    await r.post("/api/invoices", { data: { clientId: client.id, amount: "1250", dueDate: due } })
  ).json();
  const quote = await (
    await r.post("/api/quotes", {
      data: { clientId: client.id, lines: [{ description: "Phase two", quantity: "1", unitPrice: "3000" }] },
    })
  ).json();
  expect((await r.post(`/api/quotes/${quote.id}/send`)).status()).toBe(202);

  await page.goto(`/clients/${client.id}`);
  await page.getByRole("button", { name: "Create link" }).click();
  const field = page.getByLabel("Client page link");
  await expect(field).toHaveValue(/\/client\/[0-9a-f]{64}$/);
  const link = await field.inputValue();
  await screenshotBoth(page, "client-page-link");

  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole("heading", { name: "Globex", level: 1 })).toBeVisible();
  const toPay = phone.getByRole("list", { name: "Invoices to pay" });
  await expect(toPay.getByTestId("client-page-open")).toHaveCount(1);
  await expect(toPay).toContainText("$1,250.00 due");
  await expect(phone.getByRole("list", { name: "Quotes waiting for you" })).toContainText("Q-0001");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotBoth(phone, "client-page");

  await phone.getByRole("link", { name: `Pay ${invoice.invoiceNumber}` }).click();
  await expect(phone.getByRole("heading", { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await phone.goBack();
  await phone.getByRole("link", { name: "Review and accept Q-0001" }).click();
  await expect(phone.getByRole("heading", { name: "Quote Q-0001" })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Accept quote" })).toBeVisible();
  await context.close();

  // A new link retires the old one (asked first).
  await page.getByRole("button", { name: "New link" }).click();
  await page.getByRole("button", { name: "Make a new link" }).click();
  await expect(field).not.toHaveValue(link);
  const old = await r.get(`/api/public/client-pages/${link.split("/").pop()}`);
  expect(old.status()).toBe(404);
});

test("the client page offers Try again when its read fails, and shows the client once it works", async ({ page }) => {
  await signUpViaApi(page.request);
  const client = await (
    await page.request.post("/api/clients", { data: { name: "Initech", email: `ap-${Date.now()}@initech.test` } })
  ).json();
  // The client's own read fails once (a server error), then answers.
  let failures = 1;
  await page.route(`**/api/clients/${client.id}`, async (route) => {
    if (route.request().method() === "GET" && failures > 0) {
      failures--;
      return route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Something went wrong" } });
    }
    return route.fallback();
  });
  await page.goto(`/clients/${client.id}`);
  const alert = page.getByRole("alert").filter({ hasText: "We couldn't load this client." });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("heading", { name: "Client Not Found" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Clients" })).toBeVisible();
  await screenshotBoth(page, "client-detail-retry");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Initech", level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
