import { DESKTOP, expect, PHONE, test } from "./support/fixtures";

test("the API reference page renders the document and lists its operations", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page).toHaveTitle(/Microteam API reference/);
  await expect(page.getByRole("heading", { name: "Microteam API", level: 1 })).toBeVisible({ timeout: 30_000 });

  // The groups, and the first group's operations by the summaries their routes give them.
  const sidebar = page.locator("aside, nav").first();
  for (const tag of ["Account", "Clients", "Invoices", "Posts", "Webhooks"]) {
    await expect(sidebar.getByText(tag, { exact: true }).first()).toBeVisible();
  }
  await expect(sidebar.getByText("Create an account", { exact: true })).toBeVisible();
  await expect(sidebar.getByText("Create an API token", { exact: true })).toBeVisible();

  // Another group opens on its operations.
  await sidebar.getByText("Clients", { exact: true }).first().click();
  await expect(page.getByText("Add a client", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Import clients from CSV", { exact: true }).first()).toBeVisible();
  // The page is long: what the screen shows, at both widths (not the full page).
  await page.screenshot({ path: "test-results/screenshots/api-reference-desktop.png" });
  await page.setViewportSize(PHONE);
  await expect(page.getByRole("heading", { name: "Add a client" })).toBeAttached();
  await page.screenshot({ path: "test-results/screenshots/api-reference-phone.png" });
  await page.setViewportSize(DESKTOP);
});

test("the landing page does not load the reference's viewer", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((p) => p.startsWith("/api/docs"))).toEqual([]);
});
