// The Analyst's trend prediction (Pro): three months paid at $1,000, $2,000 and $3,000 (the server's
// clock moved to each month to mark them paid) give a perfect linear trend, so the month after this
// one is forecast at $5,000 with no spread, which the page says rather than "80% between $5,000 and $5,000".
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test.afterEach(async ({ request }) => {
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

const monthLabel = (d: Date) =>
  new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(d);

test("three months of revenue give next month's forecast with its method and range", async ({ page }) => {
  await signUpViaApi(page.request);
  const r = page.request;
  const client = await (await r.post("/api/clients", { data: { name: "Acme", email: "ap@acme.test" } })).json();
  const now = new Date();
  for (const [back, amount] of [
    [3, "1000"],
    [2, "2000"],
    [1, "3000"],
  ] as const) {
    const mid = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
    await r.put("/api/test/clock", { data: { now: mid.toISOString() } });
    const inv = await (
      await r.post("/api/invoices", { data: { clientId: client.id, amount, dueDate: mid.toISOString().slice(0, 10) } })
    ).json();
    expect((await r.put(`/api/invoices/${inv.id}`, { data: { status: "paid" } })).status()).toBe(200);
  }
  await r.put("/api/test/clock", { data: { now: now.toISOString() } });

  await page.goto("/analytics?tab=business");
  const next = monthLabel(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  const chart = page.getByTestId("chart-revenue");
  await expect(chart).toContainText("Least-squares linear trend over your complete months of revenue");
  await expect(chart).toContainText("From 3 months.");
  await expect(page.getByTestId("chart-revenue-summary")).toContainText(
    `Forecast for ${next}: $5,000.00. Your months lie exactly on a line, so no range can be estimated yet`,
  );
  await expect(chart.getByText("Forecast (80% range)")).toBeVisible();
  await screenshotBoth(page, "analytics-forecast");
});
