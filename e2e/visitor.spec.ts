import { expect, screenshotBoth, test, uniqueEmail } from "./support/fixtures";

test("a visitor sees the landing page with both founding-member plans", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/5 employees|five employees/i);
  for (const card of ["Daily Focus Planner", "Content-to-Post", "Smart Admin", "Priority Alerts"]) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText("$29").first()).toBeVisible();
  await expect(page.getByText("$59").first()).toBeVisible();
  const access = page.getByRole("link", { name: "Get Founding Member Access" });
  await expect(access).toHaveCount(2);
  await expect(access.first()).toHaveAttribute("href", "/checkout?tier=starter");
  await expect(access.nth(1)).toHaveAttribute("href", "/checkout?tier=pro");
  const trial = page.getByRole("link", { name: "Start Your 2-Week Free Trial" });
  await expect(trial.first()).toHaveAttribute("href", "/api/login");
  await expect(trial.last()).toHaveAttribute("href", "/checkout?tier=starter");
  await screenshotBoth(page, "landing");
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await screenshotBoth(page, "not-found");
});

test("a visitor who pays at checkout gets the plan when signing up with that email", async ({ page }) => {
  const email = uniqueEmail("visitor");
  await page.goto("/checkout?tier=pro");
  await expect(page.getByText("Founding Member - Pro Plan")).toBeVisible();
  await expect(page.getByText(/Demo mode/).first()).toBeVisible();
  await screenshotBoth(page, "checkout");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name on card").fill("Vera Visitor");
  await page.getByRole("button", { name: "Start Pro Plan - $59/mo" }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByRole("heading", { name: "Welcome to Your Micro-Team!" })).toBeVisible();
  await screenshotBoth(page, "payment-success");

  const res = await page.request.post("/api/auth/signup", { data: { email, password: "plum tartan kettle" } });
  expect(res.status()).toBe(201);
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
});
