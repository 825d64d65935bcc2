// The Analyst: every tab's values, worked out here from what the test made through the API; the
// weekly goal set by the owner; the connect prompt with no platform; the upgrade section for Starter.
import type { APIRequestContext } from "@playwright/test";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";
import { becomeStarter } from "./support/starter";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), path).toBeLessThan(300);
  return res.json();
}

test("The Analyst: Overview, Productivity, Content and Business from the owner's data", async ({ page }) => {
  await signUpViaApi(page.request);
  const r = page.request;
  const acme = await post(r, "/api/clients", { name: "Acme", email: "ap@acme.test" });
  await post(r, "/api/clients", { name: "Bolt", email: "hi@bolt.test" });
  // Three invoices sent and paid ($1,000, $500, $200), one sent and not yet due ($250), one never
  // sent and 10 days late ($300).
  const invoice = (amount: string, dueDate: string) => post(r, "/api/invoices", { clientId: acme.id, amount, dueDate });
  const soon = isoDate(Date.now() + 14 * DAY);
  const sent = [
    await invoice("1000", soon),
    await invoice("500", soon),
    await invoice("200", soon),
    await invoice("250", soon),
  ];
  await invoice("300", isoDate(Date.now() - 10 * DAY));
  for (const inv of sent) await post(r, "/api/invoices/send-single", { invoiceId: inv.id });
  for (const inv of sent) {
    await expect
      .poll(async () => (await (await r.get(`/api/invoices/${inv.id}`)).json()).sentAt, { timeout: 20_000 })
      .not.toBeNull();
  }
  for (const inv of sent.slice(0, 3)) {
    expect((await r.put(`/api/invoices/${inv.id}`, { data: { status: "paid" } })).status()).toBe(200);
  }
  // Four tasks, three done today.
  const tasks = [];
  for (const title of ["Send proposal", "Update website", "Call Acme", "Plan next month"]) {
    tasks.push(await post(r, "/api/tasks", { title, category: "Sales", estimatedTime: 30 }));
  }
  for (const task of tasks.slice(0, 3)) {
    expect((await r.put(`/api/tasks/${task.id}`, { data: { completed: true } })).status()).toBe(200);
  }

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "View Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { name: "The Analyst" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
  await expect(page.getByTestId("last-updated")).toContainText(/Last updated: (just now|\d+ (sec|min) ago)/);
  for (const tab of ["Overview", "Productivity", "Content", "Business"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }

  // Overview: 3 of 4 tasks (75%), 2 active clients both new, $1,700 paid this month with nothing in
  // the same days last month to compare with.
  await expect(page.getByTestId("total-tasks-value")).toHaveText("4");
  await expect(page.getByTestId("total-tasks")).toContainText("3 completed (75%)");
  await expect(page.getByTestId("active-clients-value")).toHaveText("2");
  await expect(page.getByTestId("active-clients")).toContainText("+2 new this month");
  await expect(page.getByTestId("revenue-value")).toHaveText("$1,700.00");
  await expect(page.getByTestId("revenue-growth")).toContainText("Nothing was paid in the same days last month");
  // A Pro (trial) owner sees no upgrade section.
  await expect(page.getByTestId("analytics-upgrade")).toHaveCount(0);
  await screenshotBoth(page, "analytics-overview");

  // Productivity: 3 done in 7 days → 0.4 a day, a 1-day streak, the starting goal of 5 → 2 to go.
  await page.getByRole("tab", { name: "Productivity" }).click();
  await expect(page.getByTestId("daily-average")).toHaveText(String(Math.round((3 / 7) * 10) / 10));
  await expect(page.getByTestId("current-streak")).toContainText("1 day");
  await expect(page.getByTestId("weekly-goal-progress")).toHaveText("3/5");
  await expect(page.getByTestId("weekly-goal-remaining")).toHaveText("2 to go");
  await expect(page.getByTestId("chart-tasks-per-week-summary")).toContainText(
    "3 tasks completed in the last 12 weeks",
  );
  await expect(page.getByTestId("chart-tasks-per-week").locator(".recharts-bar-rectangle").first()).toBeVisible();
  // The owner sets their own goal: a bad value is refused in place, 3 is saved and reached.
  await page.getByRole("button", { name: "Set weekly goal" }).click();
  await page.getByLabel("Tasks a week").fill("0");
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a whole number of tasks from 1 to 500.");
  await page.getByLabel("Tasks a week").fill("3");
  await page.getByRole("button", { name: "Save goal" }).click();
  await expect(page.getByText("Weekly goal saved").first()).toBeVisible();
  await expect(page.getByTestId("weekly-goal-progress")).toHaveText("3/3");
  await expect(page.getByTestId("weekly-goal-remaining")).toHaveText("Goal reached");
  await expect(page.getByTestId("weekly-goal")).toContainText("Your goal.");
  await screenshotBoth(page, "analytics-productivity");

  // Content: no platform connected → the prompt with its tiles and zeroed cards.
  await page.getByRole("tab", { name: "Content" }).click();
  const prompt = page.getByTestId("connect-platforms");
  await expect(prompt.getByRole("heading", { name: "Connect Social Media Platforms" })).toBeVisible();
  for (const name of ["Connect LinkedIn", "Connect Twitter/X", "Connect Instagram"]) {
    await expect(prompt.getByRole("link", { name })).toHaveAttribute("href", "/profile?tab=social");
  }
  await expect(page.getByTestId("content-zeroed")).toContainText("Followers0");
  await expect(page.getByTestId("chart-posts-per-week-summary")).toHaveText("No posts went out in the last 12 weeks.");
  await screenshotBoth(page, "analytics-content");

  // Business: 1 sent and not due, 3 paid, 1 overdue; 3 of 4 sent paid (75%), the same day (0 days).
  await page.getByRole("tab", { name: "Business" }).click();
  await expect(page.getByTestId("status-sent")).toHaveText("1");
  await expect(page.getByTestId("status-paid")).toHaveText("3");
  await expect(page.getByTestId("status-overdue")).toHaveText("1");
  await expect(page.getByTestId("payment-success-rate-value")).toHaveText("75%");
  await expect(page.getByTestId("payment-success-rate")).toContainText("3 of 4 sent invoices are paid.");
  await expect(page.getByTestId("average-payment-time-value")).toHaveText("0 days");
  await expect(page.getByTestId("chart-revenue-summary")).toContainText("Received over the last 12 months: $1,700.00.");
  // Only one month of revenue: no forecast yet, and the page says why.
  await expect(page.getByTestId("chart-revenue")).toContainText("Needs 3 complete months of revenue; you have 0.");
  await expect(page.getByTestId("chart-aging-summary")).toHaveText(
    "Not yet due: $250.00 (1 invoice); 1–30 days late: $300.00 (1 invoice).",
  );
  await expect(page.getByTestId("chart-paid-vs-outstanding-summary")).toHaveText(
    "Paid: $1,700.00. Outstanding: $550.00, of which $300.00 is overdue.",
  );
  await expect(page.getByTestId("chart-revenue").locator("svg.recharts-surface").first()).toBeVisible();
  await screenshotBoth(page, "analytics-business");
});

test("a Starter owner sees the Analyst's upgrade section with its two teasers", async ({ page }) => {
  await signUpViaApi(page.request);
  await becomeStarter(page.request);
  await page.goto("/analytics?tab=business");
  const upgrade = page.getByTestId("analytics-upgrade");
  await expect(upgrade.getByRole("heading", { name: "Upgrade to Pro for Advanced Analytics" })).toBeVisible();
  await expect(upgrade.getByRole("heading", { name: "Advanced analytics with trend predictions" })).toBeVisible();
  await expect(upgrade.getByRole("heading", { name: "Task delegation to a VA or teammates" })).toBeVisible();
  await expect(upgrade.getByRole("link", { name: "Upgrade" }).first()).toHaveAttribute("href", "/checkout?tier=pro");
  await expect(page.getByTestId("chart-revenue")).toContainText("Trend predictions come with Pro.");
  await screenshotBoth(page, "analytics-starter");
});

test("with platforms connected, the Content tab shows each platform's figures read from its API", async ({ page }) => {
  await signUpViaApi(page.request);
  // X and LinkedIn connected with tokens the local peers accept (1,200 followers each, no posts yet).
  const saved = await page.request.put("/api/user/social-media", {
    data: { twitterAccessToken: "x-user-token", linkedinAccessToken: "li-token" },
  });
  expect(saved.status()).toBe(200);
  await page.goto("/analytics?tab=content");
  await expect(page.getByTestId("connect-platforms")).toHaveCount(0);
  const cards = page.getByTestId("platform-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Not read yet: the first read is on its way.");
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByText("Figures refreshed").first()).toBeVisible();
  const x = page.locator('[data-testid="platform-card"][data-platform="twitter"]');
  await expect(x).toContainText("Twitter/X");
  await expect(x).toContainText("Followers1,200");
  await expect(x).toContainText("Posts0");
  await expect(x).toContainText(/Last updated (just now|\d+ sec ago)/);
  // No reach yet, so no engagement rate is shown.
  await expect(x.getByTestId("engagement-rate")).toHaveCount(0);
  await expect(page.getByTestId("total-followers")).toHaveText("2,400");
  await expect(page.getByTestId("average-engagement-rate")).toHaveText("—");
  await expect(page.getByTestId("social-insights")).toContainText(
    "Most of your audience is on X (Twitter): 1,200 of your 2,400 followers.",
  );
  await expect(page.getByTestId("content-engagement-value")).toHaveText("0");
  await screenshotBoth(page, "analytics-content-connected");
  // Read again within 5 minutes: nothing is asked of the platforms.
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByText("Already up to date").first()).toBeVisible();
});
