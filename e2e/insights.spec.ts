import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";
import { seedDemoOwner } from "./support/seed";

test("The Strategist: the health score from the owner's data, insights generated and a suggestion accepted into a task", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  // A small business: $3,000 overdue from Acme, a $1,200 draft for Bolt.
  const acme = await (
    await page.request.post("/api/clients", { data: { name: "Acme", email: "ap@acme.test" } })
  ).json();
  const bolt = await (
    await page.request.post("/api/clients", { data: { name: "Bolt", email: "hi@bolt.test" } })
  ).json();
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  await page.request.post("/api/invoices", { data: { clientId: acme.id, amount: "3000", dueDate: daysAgo(6) } });
  await page.request.post("/api/invoices", {
    data: { clientId: bolt.id, amount: "1200", dueDate: today, status: "draft" },
  });

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "View AI Business Insights" }).click();
  await expect(page).toHaveURL(/\/business-insights$/);
  await expect(page.getByRole("heading", { name: "The Strategist" })).toBeVisible();

  // Health: cash collection is 0 (all the money in play is overdue), automation 40 (reminders on),
  // the rest without data yet; the overall is their weighted mean.
  const cash = page.getByTestId("health-category").filter({ hasText: "Cash collection" });
  await expect(cash).toContainText("0%");
  await cash.locator("summary").click();
  await expect(cash).toContainText("$3,000 overdue of $3,000 in play");
  await expect(page.getByTestId("health-category").filter({ hasText: "Content consistency" })).toContainText(
    "Not enough data",
  );
  await expect(page.getByTestId("health-score")).toHaveText(String(Math.round((0 * 30 + 40 * 15 + 100 * 20) / 65)));
  await expect(page.getByText("Consulting & Professional Services")).toBeVisible();
  await expect(page.getByTestId("insight").first()).toContainText("Collect the $3,000 that is overdue");

  // The feed: empty, then generated, then one accepted.
  await expect(page.getByTestId("suggestions-empty")).toBeVisible();
  await page.getByRole("button", { name: "Generate Insights" }).click();
  await expect(page.getByText("AI Insights Generated").first()).toBeVisible();
  const suggestions = page.getByTestId("suggestion");
  await expect(suggestions.first()).toContainText("Send reminders for 1 overdue invoice");
  const count = await suggestions.count();
  // Generating again repeats none of them.
  await page.getByRole("button", { name: "Generate Insights" }).click();
  await expect(page.getByText(/No new suggestions|New business improvement/).first()).toBeVisible();
  const titles = await suggestions.allInnerTexts();
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles.length).toBeGreaterThanOrEqual(count);

  await suggestions.first().getByRole("button", { name: "Accept as Task" }).click();
  await expect(page.getByText("Task Created").first()).toBeVisible();
  await expect(page.getByText("AI suggestion has been added to your tasks!").first()).toBeVisible();
  await expect(page.getByTestId("suggestion").filter({ hasText: "Send reminders for 1 overdue invoice" })).toHaveCount(
    0,
  );
  await page.goto("/tasks");
  await expect(
    page.getByTestId("focus-task").filter({ hasText: "Send reminders for 1 overdue invoice" }),
  ).toBeVisible();

  // Strategic workflows: Add Examples after the spec's confirmation, the first 4 and View All.
  await page.goto("/business-insights");
  await expect(page.getByTestId("strategic-empty")).toContainText("Increase monthly revenue by 25%");
  await page.getByRole("button", { name: "Add Examples" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    "This will add 8 example strategic workflows to your account. Continue?",
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("8 strategic workflows have been added to help guide your business growth!").first(),
  ).toBeVisible();
  await expect(page.getByTestId("strategic-workflow")).toHaveCount(4);
  await screenshotBoth(page, "business-insights");
  await page.getByRole("link", { name: "View All 8 Workflows" }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page.getByTestId("workflow")).toHaveCount(8);
});

test("signed out while generating: 'You are logged out. Logging in again...' then the sign-in page", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto("/business-insights");
  await expect(page.getByRole("button", { name: "Generate Insights" })).toBeVisible();
  await page.request.post("/api/auth/signout");
  // The message shows only until the redirect, half a second later: watched on every frame from before
  // the click, not at expect's widening intervals, which a busy machine can put either side of it.
  const messageShown = page.waitForFunction(
    () => document.body.innerText.includes("You are logged out. Logging in again..."),
    undefined,
    { polling: "raf", timeout: 10_000 },
  );
  await page.getByRole("button", { name: "Generate Insights" }).click();
  await messageShown;
  await expect(page).toHaveURL(/\/api\/login$/);
});

test("the demo seed fills The Strategist with believable figures", async ({ page }) => {
  await seedDemoOwner(page.request);
  const api = await (await page.request.get("/api/ai-insights")).json();
  await page.goto("/business-insights");
  await expect(page.getByTestId("health-score")).toHaveText(String(api.healthScore.overallScore));
  expect(api.healthScore.overallScore).toBeGreaterThan(20);
  await expect(page.getByTestId("health-category")).toHaveCount(5);
  expect(api.healthScore.breakdown.filter((c: { score: number | null }) => c.score !== null)).toHaveLength(5);
  await expect(page.getByTestId("insight").first()).toBeVisible();
  await expect(page.getByTestId("suggestion").first()).toBeVisible();
  await expect(page.getByTestId("strategic-workflow")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "View All 8 Workflows" })).toBeVisible();
  await expect(page.getByText(`${api.usagePatterns.clientEngagementLevel}/10`)).toBeVisible();
  await screenshotBoth(page, "business-insights-seeded");
});
