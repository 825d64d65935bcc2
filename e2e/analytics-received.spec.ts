// Decision 300 in the browser: a partial payment is revenue of the month it arrived in, on the
// Analyst and the tracker alike (qa12 F7); after a change of home currency the Analyst names the
// payments it cannot count (F14); month labels carry the whole year (F9).
import type { APIRequestContext } from "@playwright/test";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), path).toBeLessThan(300);
  return res.json();
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test("a partial payment counts as this month's revenue on the Analyst and the tracker", async ({ page }) => {
  await signUpViaApi(page.request);
  const r = page.request;
  const acme = await post(r, "/api/clients", { name: "Acme", email: "ap@acme.test" });
  const inv = await post(r, "/api/invoices", { clientId: acme.id, amount: "800", dueDate: inDays(14) });
  await post(r, `/api/invoices/${inv.id}/payments`, { amount: "300" });

  await page.goto("/analytics");
  await expect(page.getByTestId("revenue-value")).toHaveText("$300.00");
  await expect(page.getByTestId("revenue-note")).toHaveCount(0);
  await page.goto("/invoices");
  await expect(page.getByTestId("tile-collectedThisMonth")).toContainText("$300.00");
  await expect(page.getByTestId("tile-collectedThisMonth")).toContainText("Money received since the 1st");
});

test("after a switch to EUR the Analyst says which USD payments it leaves out", async ({ page }) => {
  await signUpViaApi(page.request);
  const r = page.request;
  const acme = await post(r, "/api/clients", { name: "Acme", email: "ap@acme.test" });
  for (const amount of ["1000", "500"]) {
    const inv = await post(r, "/api/invoices", { clientId: acme.id, amount, dueDate: inDays(7) });
    expect((await r.put(`/api/invoices/${inv.id}`, { data: { status: "paid" } })).status()).toBe(200);
  }
  const billing = await r.put("/api/user/billing", {
    data: { defaultHourlyRate: "75", defaultCurrency: "EUR", paymentTerms: "30", confirm: true },
  });
  expect(billing.status()).toBe(200);

  const first = new Date();
  first.setUTCMonth(first.getUTCMonth() - 12, 1);
  const since = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(first);
  const note = `Since ${since}, 2 payments in USD ($1,500.00) are not counted: no rate to EUR yet. Add a rate on each invoice to count them.`;
  await page.goto("/analytics");
  await expect(page.getByTestId("revenue-value")).toHaveText("€0.00");
  await expect(page.getByTestId("revenue-note")).toContainText(note);
  await page.getByRole("tab", { name: "Business" }).click();
  await expect(page.getByTestId("revenue-note")).toContainText(note);
  await expect(page.getByTestId("revenue-note").getByRole("link", { name: "Go to Invoices" })).toHaveAttribute(
    "href",
    "/invoices",
  );
  // The chart's axis reads "Nov 2026", never "Nov 26" (a day).
  const axis = page.getByTestId("chart-revenue").locator("svg text");
  await expect(axis.filter({ hasText: /^[A-Z][a-z]{2} \d{4}$/ }).first()).toBeVisible();
  await expect(axis.filter({ hasText: /^[A-Z][a-z]{2} \d{2}$/ })).toHaveCount(0);
  await screenshotBoth(page, "analytics-uncounted-payments");
});
