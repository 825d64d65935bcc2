// Issue 14 §7–9: the owner sets a reminder schedule and a late fee in Settings; when the clock moves past
// the due date, the reminder run adds the fee as a line of the invoice and tells the client in that
// reminder; the owner waives it. A client who paid late before gets an earlier cadence, and the invoice
// says why from the figures.
import { expect, screenshotBoth, signUpViaApi, test, uniqueEmail, waitForMail } from "./support/fixtures";

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.afterEach(async ({ request }) => {
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

test("a late fee added by a reminder when the clock moves, told in that reminder, then waived", async ({ page }) => {
  await signUpViaApi(page.request);
  // The owner's schedule and late fee, set in Settings → Billing → Reminders.
  await page.goto("/profile?tab=billing");
  const card = page.locator("form").filter({ has: page.getByRole("heading", { name: "Reminders" }) });
  await expect(card.getByTestId("reminder-note")).toHaveText(
    /^Reminders are sent automatically at 1, 3 and 7 days past due\./,
  );
  await card.getByLabel("Steps (days from the due date)").fill("-3, 0, 3, 3");
  await card.getByRole("switch", { name: "Adapt to each client" }).click();
  await card.getByLabel("Fee", { exact: true }).selectOption("flat");
  await card.getByLabel("Amount").fill("25");
  await card.getByLabel("After (days past due)").fill("3");
  await card.getByRole("button", { name: "Save reminders" }).click();
  // A duplicate step is refused under its field; nothing is saved.
  await expect(card.getByText("Each step may appear once")).toBeVisible();
  await card.getByLabel("Steps (days from the due date)").fill("-3, 0, 3, 7");
  await card.getByLabel("Then every (days)").fill("7");
  await card.getByRole("button", { name: "Save reminders" }).click();
  await expect(card.getByTestId("reminder-note")).toHaveText(
    "Reminders are sent automatically 3 days before the due date, on the due date and at 3 and 7 days past due, then every 7 days until paid (10 times at most). Late fee: $25.00 at 3 days past due, once.",
  );
  await screenshotBoth(page, "reminders-settings");

  const email = uniqueEmail("late");
  const client = await (await page.request.post("/api/clients", { data: { name: "Late Co", email } })).json();
  const due = isoDay(Date.now() + DAY);
  const created = await page.request.post("/api/invoices", {
    data: { clientId: client.id, amount: "1000", dueDate: due },
  });
  expect(created.status()).toBe(201);
  const invoice = await created.json();
  expect((await page.request.post("/api/invoices/send-single", { data: { invoiceId: invoice.id } })).status()).toBe(
    202,
  );
  await expect
    .poll(async () => (await (await page.request.get(`/api/invoices/${invoice.id}`)).json()).sentAt, {
      timeout: 20_000,
    })
    .not.toBeNull();

  // Four days past due (beyond the quiet period after the invoice email): the run charges the fee.
  await page.request.put("/api/test/clock", {
    data: { now: new Date(Date.parse(`${due}T12:00:00Z`) + 4 * DAY).toISOString() },
  });
  await page.goto("/invoices");
  await expect(page.getByTestId("reminder-note").first()).toContainText("Late fee: $25.00 at 3 days past due, once.");
  await page.getByRole("button", { name: "Test Auto Reminders" }).click();
  await expect(page.getByText("Automated reminder check triggered").first()).toBeVisible();
  const reminder = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith("Payment Reminder"));
  expect(reminder.text).toContain("a late fee was added to it: $25.00");
  expect(reminder.text).toContain("$1,025.00");

  const row = page.getByRole("row", { name: `Invoice ${invoice.invoiceNumber}`, exact: true });
  await row.getByRole("button", { name: `More for ${invoice.invoiceNumber}` }).click();
  await page.getByRole("menuitem", { name: "View invoice" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByTestId("invoice-figures")).toContainText("Late fee (3 days past due)");
  await expect(view.getByTestId("figures-balance")).toHaveText("$1,025.00");
  const fees = view.getByRole("list", { name: "Late fees" });
  await expect(fees).toContainText("Late fee $25.00");
  await expect(fees).toContainText("told in a reminder");
  await expect(view.getByText("Late fee added: $25.00")).toBeVisible();
  await screenshotBoth(page, "reminders-invoice-late-fee");

  // The run's toast sits over the dialog's corner at desktop width until it times out.
  await expect(page.getByText("Automated reminder check triggered")).toBeHidden({ timeout: 20_000 });
  await fees.getByRole("button", { name: "Waive" }).click();
  await view.getByRole("button", { name: "Waive fee" }).click();
  await expect(page.getByText("Late fee waived").first()).toBeVisible();
  await expect(view.getByTestId("figures-balance")).toHaveText("$1,000.00");
  await expect(fees).toContainText("waived");
  await expect(view.getByText("Late fee waived: $25.00")).toBeVisible();
});

test("the adaptive cadence's reason on an invoice of a client who pays late", async ({ page }) => {
  await signUpViaApi(page.request);
  const client = await (
    await page.request.post("/api/clients", { data: { name: "Slowpay Inc", email: uniqueEmail("slow") } })
  ).json();
  // Four paid invoices, each paid 9 days after its due date.
  for (let i = 0; i < 4; i++) {
    const dueMs = Date.now() - (120 - 30 * i) * DAY;
    const inv = await (
      await page.request.post("/api/invoices", { data: { clientId: client.id, amount: "500", dueDate: isoDay(dueMs) } })
    ).json();
    const paid = await page.request.put(`/api/invoices/${inv.id}`, {
      data: { status: "paid", paidDate: isoDay(dueMs + 9 * DAY) },
    });
    expect(paid.status()).toBe(200);
  }
  const open = await (
    await page.request.post("/api/invoices", {
      data: { clientId: client.id, amount: "800", dueDate: isoDay(Date.now() + 20 * DAY) },
    })
  ).json();

  await page.goto("/invoices");
  const row = page.getByRole("row", { name: `Invoice ${open.invoiceNumber}`, exact: true });
  await row.getByRole("button", { name: `More for ${open.invoiceNumber}` }).click();
  await page.getByRole("menuitem", { name: "View invoice" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByTestId("adaptive-reason")).toHaveText(
    "Slowpay Inc paid its last 4 invoices 9 days late on average: first reminder moved to 2 days before due, then every 7 days until paid.",
  );
  await expect(view.getByText("Reminders start once the invoice has been sent to the client.")).toBeVisible();
  await screenshotBoth(page, "reminders-invoice-adaptive");
});
