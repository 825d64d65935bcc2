import type { APIRequestContext } from "@playwright/test";
import { expect, screenshotBoth, signUpViaApi, test, waitForMail } from "./support/fixtures";
import { seedDemoOwner } from "./support/seed";

/** Moves an owner off the trial onto Starter (a demo checkout), where Pro features are locked. */
export async function becomeStarter(request: APIRequestContext) {
  const intent = await (await request.post("/api/create-payment-intent", { data: { tier: "starter" } })).json();
  const paid = await request.post("/api/checkout/demo-confirm", {
    data: { clientSecret: intent.clientSecret, cardholderName: "Olive Owner" },
  });
  expect(paid.status()).toBe(200);
}

test("The Project Manager: examples, pause and activate, a step completed, rescheduled and delegated to a helper who marks it done", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Manage Workflows" }).click();
  await expect(page).toHaveURL(/\/workflows$/);
  await expect(page.getByRole("heading", { name: "The Project Manager" })).toBeVisible();
  await expect(page.getByTestId("workflows-empty")).toHaveText("No workflows yet");
  await page.getByRole("button", { name: "Create Example Workflows" }).click();
  await expect(page.getByText("Example Workflows Created").first()).toBeVisible();
  await expect(page.getByTestId("workflow")).toHaveCount(8);
  await expect(page.getByTestId("next-steps-total")).toHaveText("29 open");

  // Pause takes the workflow's steps out of the ranked list; Activate brings them back.
  const revenue = page.getByTestId("workflow").filter({ hasText: "Increase monthly revenue by 25%" });
  await revenue.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Workflow paused").first()).toBeVisible();
  await expect(revenue.getByText("Paused")).toBeVisible();
  await expect(page.getByTestId("next-steps-total")).toHaveText("25 open");
  await revenue.getByRole("button", { name: "Activate" }).click();
  await expect(revenue.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByTestId("next-steps-total")).toHaveText("29 open");

  // A step completed moves the progress: 1 of 4 → 25%.
  const onboarding = page.getByTestId("workflow").filter({ hasText: "Automate client onboarding" });
  await expect(onboarding.getByTestId("workflow-progress")).toHaveText("0%");
  await onboarding.getByRole("button", { name: "Steps (4)" }).click();
  await onboarding.getByRole("checkbox", { name: 'Complete "Write a welcome email template"' }).click();
  await expect(onboarding.getByRole("checkbox", { name: 'Reopen "Write a welcome email template"' })).toBeChecked();
  await expect(page.getByText("Step completed!").first()).toBeVisible();
  await expect(onboarding.getByTestId("workflow-progress")).toHaveText("25%");
  await expect(onboarding).toContainText("1 of 4 steps done");
  await expect(page.getByTestId("next-steps-total")).toHaveText("28 open");

  // The ranked list is the focus engine's: the same scores and order as /api/tasks/prioritized.
  const ranked = await (await page.request.get("/api/workflows/next-steps?limit=10")).json();
  const prioritized = (await (await page.request.get("/api/tasks/prioritized?limit=200")).json()).prioritizedTasks;
  const rows = page.getByTestId("next-step");
  await expect(rows).toHaveCount(10);
  for (let i = 0; i < 3; i++) {
    await expect(rows.nth(i)).toHaveAttribute("data-step-id", ranked[i].id);
    const score = prioritized.find((m: { id: string }) => m.id === ranked[i].id).priorityScore;
    await expect(rows.nth(i)).toContainText(`Score ${score}`);
  }

  // Reschedule the first step to next week.
  const first = rows.first();
  await first.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Next week" }).click();
  await dialog.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByText("Step rescheduled").first()).toBeVisible();
  const moved = (await (await page.request.get("/api/workflows/next-steps?limit=200")).json()).find(
    (s: { id: string }) => s.id === ranked[0].id,
  );
  expect(moved.dueDate).not.toBe(ranked[0].dueDate);

  // Delegate a step: the helper gets an email with a private link.
  const target = page.getByTestId("next-step").nth(1);
  const stepId = (await target.getAttribute("data-step-id"))!;
  const stepTitle = (await target.locator("h3").innerText()).trim();
  const stepInfo = (await (await page.request.get("/api/workflows/next-steps?limit=200")).json()).find(
    (s: { id: string }) => s.id === stepId,
  );
  const home = page.getByTestId("workflow").filter({ hasText: stepInfo.workflowTitle });
  const before = (await (await page.request.get(`/api/workflows/${stepInfo.workflowId}`)).json()).steps;
  await target.getByRole("button", { name: "Delegate" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("button", { name: "Send to helper" }).click();
  await expect(form.getByText("Helper's name is required")).toBeVisible();
  const helperEmail = `sam-${Date.now()}@helpers.test`;
  await form.getByLabel("Helper's name").fill("Sam Rivera");
  await form.getByLabel("Helper's email").fill(helperEmail);
  await form.getByLabel("Note for your helper").fill("Use last month's list as a start.");
  await form.getByRole("button", { name: "Send to helper" }).click();
  await expect(page.getByText("Task delegated").first()).toBeVisible();
  await expect(page.locator(`[data-testid="next-step"][data-step-id="${stepId}"]`)).toHaveCount(0);
  const delegation = page.getByTestId("delegation").filter({ hasText: stepTitle });
  await expect(delegation).toContainText("Sam Rivera");
  await expect(delegation).toContainText("not opened yet");
  await screenshotBoth(page, "workflows-examples");

  const mail = await waitForMail((m) => m.to.includes(helperEmail));
  expect(mail.subject).toBe(`Olive & Co Consulting asked for your help: ${stepTitle}`);
  const link = /https?:\/\/\S+\/delegated\/[0-9a-f]{64}/.exec(mail.text)![0];

  // The helper, with no account, opens the link and marks the task done with a note.
  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await helper.goto(link);
  await expect(helper.getByRole("heading", { name: "Olive & Co Consulting asked for your help" })).toBeVisible();
  await expect(helper.getByTestId("delegated-title")).toHaveText(stepTitle);
  await expect(helper.getByText("Use last month's list as a start.")).toBeVisible();
  const body = await helper.locator("body").innerText();
  expect(body).not.toContain("Olive Owner");
  expect(body).not.toContain("@example.com");
  expect(body).not.toContain(stepInfo.workflowTitle);
  await helper.getByLabel(/A note for Olive & Co Consulting/).fill("Done, the list is in the shared folder.");
  await screenshotBoth(helper, "delegated-task");
  await helper.getByRole("button", { name: "Mark as done" }).click();
  await expect(helper.getByTestId("delegated-done")).toContainText("Done. Thank you!");
  await helperContext.close();

  // The owner sees who did it and when, the note, and the workflow's progress moved.
  await page.reload();
  const done = page.getByTestId("delegation").filter({ hasText: stepTitle });
  await expect(done).toContainText("Done");
  await expect(done).toContainText("Done, the list is in the shared folder.");
  const after = Math.round((100 * (before.completed + 1)) / before.total);
  await expect(home.getByTestId("workflow-progress")).toHaveText(`${after}%`);
  await page.getByTestId("notifications-bell").click();
  await expect(
    page.getByTestId("notification-item").filter({ hasText: `Sam Rivera finished "${stepTitle}"` }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Delete a workflow, after a confirmation that says what goes with it.
  const brand = page.getByTestId("workflow").filter({ hasText: "Build personal brand on LinkedIn" });
  await brand.getByRole("button", { name: "More actions for Build personal brand on LinkedIn" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const linkedin = (await (await page.request.get("/api/workflows?limit=50")).json()).find(
    (w: { title: string }) => w.title === "Build personal brand on LinkedIn",
  );
  const open = linkedin.steps.total - linkedin.steps.completed;
  await expect(page.getByRole("alertdialog")).toContainText(
    `Delete "Build personal brand on LinkedIn"? Its ${open} open steps go too; completed steps stay in your task history.`,
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete workflow" }).click();
  await expect(page.getByTestId("workflow")).toHaveCount(7);
});

test("a Starter owner after the trial is offered the upgrade where Pro is needed", async ({ page }) => {
  await signUpViaApi(page.request);
  await becomeStarter(page.request);
  await page.request.post("/api/workflows/examples");
  await page.goto("/workflows");
  await page.getByTestId("next-step").first().getByRole("button", { name: "Delegate" }).click();
  const upgrade = page.getByTestId("delegate-upgrade");
  await expect(upgrade).toContainText("Delegation is a Pro feature");
  await expect(upgrade.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/checkout?tier=pro");
  await screenshotBoth(page, "workflows-starter-upgrade");
  await page.keyboard.press("Escape");

  await page.goto("/business-insights");
  const feed = page.getByTestId("suggestions-upgrade");
  await expect(feed).toContainText("Pro Only");
  await expect(feed.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/checkout?tier=pro");
  await expect(page.getByRole("button", { name: "Generate Insights" })).toHaveCount(0);
  // The server holds the same line.
  const status = await page.evaluate(() =>
    fetch("/api/task-suggestions/generate", { method: "POST", credentials: "include" }).then((r) => r.status),
  );
  expect(status).toBe(403);
});

test("the demo seed fills The Project Manager with believable work", async ({ page }) => {
  await seedDemoOwner(page.request);
  await page.goto("/workflows");
  await expect(page.getByTestId("workflow")).toHaveCount(8);
  await expect(
    page.getByTestId("workflow").filter({ hasText: "Automate client onboarding" }).getByTestId("workflow-progress"),
  ).toHaveText("75%");
  await expect(page.getByTestId("workflow").filter({ hasText: "Win referrals from happy clients" })).toContainText(
    "Paused",
  );
  await expect(page.getByTestId("delegation")).toHaveCount(2);
  await expect(page.getByTestId("delegation").filter({ hasText: "Comment on 10 posts" })).toContainText("Done");
  await expect(page.getByTestId("next-step").first()).toContainText("High ROI");
  await screenshotBoth(page, "workflows-seeded");
});
