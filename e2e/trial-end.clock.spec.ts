// Decision 295: a trial past its end is no longer Pro, with nothing written at that instant. The
// server's clock moves past the end; Settings → Billing, the Content page and the Analyst all say so.
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test.afterEach(async ({ request }) => {
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

test("a trial past its end shows Trial ended and locks the Pro features on every page", async ({ page }) => {
  await signUpViaApi(page.request);
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me.plan).toEqual({ pro: true, trial: "running", statusLabel: "Free trial" });

  await page.goto("/profile?tab=billing");
  await expect(page.getByTestId("plan-status")).toContainText("Free trial");
  await page.goto("/content");
  await expect(page.getByRole("button", { name: /schedule/i }).first()).toBeVisible();
  await expect(page.getByTestId("pro-upgrade")).toHaveCount(0);
  await expect(page.getByTestId("plan-allowance")).toHaveCount(0);

  const end = new Date(me.trialEndDate);
  await page.request.put("/api/test/clock", { data: { now: new Date(end.getTime() + 60_000).toISOString() } });

  await page.goto("/profile?tab=billing");
  const status = page.getByTestId("plan-status");
  await expect(status).toContainText("Trial ended");
  await expect(status).toContainText("Pro features are locked until you choose a plan.");
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/checkout?tier=pro");
  await screenshotBoth(page, "billing-trial-ended");

  await page.goto("/content");
  await expect(page.getByTestId("pro-upgrade")).toBeVisible();
  await expect(page.getByTestId("plan-allowance")).toContainText("Starter plan: 0 of 10 posts scheduled.");
  await page.goto("/analytics?tab=business");
  await expect(page.getByTestId("analytics-upgrade")).toBeVisible();
});
