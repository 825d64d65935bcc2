import { choose, expect, signUpViaApi, test, waitForMail } from "./support/fixtures";
import { seedDemoOwner } from "./support/seed";

test("the dashboard shows the seeded business and acts on it", async ({ page }) => {
  await seedDemoOwner(page.request);
  await page.goto("/dashboard");
  await expect(page.getByText(/Good (morning|afternoon|evening), Olive/)).toBeVisible();

  // The four cards: 3 scheduled posts, 8 clients, 10 invoices, $5,200 paid this month.
  await expect(page.getByTestId("card-content")).toContainText("3");
  await expect(page.getByTestId("card-content")).toContainText("Posts scheduled");
  await expect(page.getByTestId("card-clients")).toContainText("8");
  await expect(page.getByTestId("card-invoices")).toContainText("10");
  await expect(page.getByTestId("card-revenue")).toContainText("$5,200.00");
  await expect(page.getByTestId("card-revenue")).toContainText("Monthly revenue");

  // The focus panel: the engine's top 5, best first, with their reasons.
  const api = await (await page.request.get("/api/tasks/prioritized")).json();
  const rows = page.getByTestId("focus-task");
  await expect(rows).toHaveCount(5);
  expect(api.prioritizedTasks[0]).toMatchObject({
    title: "Chase $2,400 from Acme Ltd",
    urgencyReason: "$2,400 from Acme Ltd, 9 days late",
  });
  for (let i = 0; i < 5; i++) {
    await expect(rows.nth(i)).toHaveAttribute("data-task-id", api.prioritizedTasks[i].id);
    await expect(rows.nth(i)).toContainText(api.prioritizedTasks[i].title);
  }
  await expect(rows.first()).toContainText("Why it matters");
  await expect(rows.first()).toContainText("9 days late");
  await expect(page.getByRole("link", { name: `View All ${api.summary.total} Prioritized Tasks` })).toBeVisible();
  await expect(page.getByTestId("focus-insight")).toContainText("Acme Ltd");

  // Done removes the move.
  const first = rows.first();
  const firstId = await first.getAttribute("data-task-id");
  await first.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Task completed!").first()).toBeVisible();
  await expect(page.locator(`[data-testid="focus-task"][data-task-id="${firstId}"]`)).toHaveCount(0);

  // 'Send Reminder' on the Globex alert emails the client.
  const alert = page.getByTestId("priority-alert").filter({ hasText: "Globex" });
  await alert.getByRole("button", { name: "Send Reminder" }).click();
  await expect(page.getByText("Action Completed").first()).toBeVisible();
  const outbox = await (await page.request.get("/api/outbox")).json();
  expect(outbox[0]).toMatchObject({ kind: "reminder", to: "ap@globex.example" });
  expect(outbox[0].body).toContain("$1,850.00");
  const reminder = await waitForMail((m) => m.to.includes("ap@globex.example"));
  expect(reminder.text).toContain("$1,850.00");

  // Follow up with a quiet client.
  const idle = page.getByTestId("priority-alert").filter({ hasText: "Jane Doe" });
  await idle.getByRole("button", { name: "Follow Up" }).click();
  await expect(page.getByText("Action Completed").first()).toBeVisible();
  await expect(page.getByTestId("priority-alert").filter({ hasText: "Jane Doe" })).toHaveCount(0);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Dashboard refreshed").first()).toBeVisible();

  await expect(page.getByTestId("active-workflow")).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  const bottom = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
  await expect(bottom.getByRole("link", { name: "Invoices" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/dashboard-seeded-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/screenshots/dashboard-seeded-desktop.png", fullPage: true });
});

test("a new owner sees the empty states", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/dashboard");
  await expect(page.getByText("All caught up! No pending tasks. Time to focus on growth!")).toBeVisible();
  await expect(page.getByText("All caught up! No urgent alerts requiring attention")).toBeVisible();
  await expect(page.getByText("No active workflows")).toBeVisible();
  await expect(page.getByTestId("card-revenue")).toContainText("$0.00");
  await page.getByRole("link", { name: "Create New Task" }).click();
  await expect(page).toHaveURL(/\/tasks$/);
});

test("the tasks page creates, filters, completes and deletes tasks", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { name: "Prioritized Tasks" })).toBeVisible();
  await page.getByRole("button", { name: "Create Task" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Category is required")).toBeVisible();
  await dialog.getByLabel("Title").fill("Send the Initech proposal");
  await choose(page, "Category", "Sales");
  await dialog.getByLabel("Estimated time (minutes)").fill("0");
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await expect(dialog.getByText("Estimated time must be at least 1 minute")).toBeVisible();
  await dialog.getByLabel("Estimated time (minutes)").fill("45");
  await dialog.getByLabel("Business impact").fill("$6,000 project");
  await dialog.getByRole("button", { name: "Create Task" }).click();
  await expect(page.getByText("Task created").first()).toBeVisible();
  const row = page.getByTestId("focus-task").filter({ hasText: "Send the Initech proposal" });
  await expect(row).toContainText("$6,000");
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    'Delete "Send the Initech proposal"? This cannot be undone.',
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Task deleted").first()).toBeVisible();
  await expect(page.getByTestId("focus-task").filter({ hasText: "Send the Initech proposal" })).toHaveCount(0);
});

test("the bell shows real notifications and the page lists them", async ({ page }) => {
  await seedDemoOwner(page.request);
  await page.goto("/dashboard");
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAttribute("aria-label", /Notifications, \d+ unread/);
  await bell.click();
  await expect(page.getByTestId("notification-item").filter({ hasText: "is overdue" }).first()).toBeVisible();
  await page.getByRole("menuitem", { name: "View all notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId("notification").filter({ hasText: "Invoice INV-1001 is overdue" })).toBeVisible();
  await expect(page.getByTestId("notification").filter({ hasText: "$2,400 from Acme Ltd, 9 days late" })).toBeVisible();
  await expect(page.getByTestId("notifications-bell")).toHaveAttribute("aria-label", "Notifications");
});
