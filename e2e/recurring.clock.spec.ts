// Issue 14 §4: a weekly series made in the web app with the server's preview, invoicing today's period
// at once and emailing it; a week later (the server's clock moved) the job makes and emails the next
// one by itself; pause and resume from the series' view.
import { expect, screenshotBoth, signUpViaApi, sunkMail, test, waitForMail } from "./support/fixtures";

const DAY = 86_400_000;

test.afterEach(async ({ request }) => {
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

test("a weekly series invoices today, then makes and emails the next invoice when the clock moves a week", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page.request);
  const email = `ap-${Date.now()}@acme.test`;
  const client = await page.request.post("/api/clients", { data: { name: "Acme Ltd", email } });
  expect(client.status()).toBe(201);
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const nextWeek = new Date(now + 7 * DAY).toISOString().slice(0, 10);

  await page.goto("/invoices");
  await page.getByRole("link", { name: "Recurring invoices" }).click();
  await expect(page.getByRole("heading", { name: "Recurring invoices" })).toBeVisible();
  await expect(page.getByText("No recurring series yet.")).toBeVisible();
  await page.getByRole("button", { name: "New series" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Client", { exact: true }).click();
  await page.getByRole("option", { name: "Acme Ltd", exact: true }).click();
  await dialog.getByLabel("Line 1 description").fill("Weekly support retainer");
  await dialog.getByLabel("Unit price").fill("1500");
  await dialog.getByLabel("Tax %").fill("20");
  await dialog.getByLabel("Tax name").fill("VAT");
  await dialog.getByLabel("Unit", { exact: true }).selectOption("week");
  await dialog.getByLabel("Ends").selectOption("count");
  await dialog.getByLabel("Number of invoices").fill("3");
  await dialog.getByLabel("Email each invoice to the client").click();
  await expect(dialog.getByTestId("itemized-total")).toHaveText("$1,800.00");
  const preview = dialog.getByTestId("series-preview");
  await expect(preview.getByTestId("series-preview-rule")).toHaveText(`Every week from ${shortDate(today)}, 3 times`);
  await expect(preview).toContainText("Creating it now makes 1 invoice dated today or earlier.");
  await expect(preview.getByRole("list", { name: "Invoice dates" }).getByRole("listitem")).toHaveCount(3);
  await screenshotBoth(page, "recurring-create");

  // A count of 0 is refused under its field; nothing is made.
  await dialog.getByLabel("Number of invoices").fill("0");
  await dialog.getByRole("button", { name: "Create series" }).click();
  await expect(dialog.getByText("Count must be from 1 to 1000")).toBeVisible();
  await dialog.getByLabel("Number of invoices").fill("3");
  await dialog.getByRole("button", { name: "Create series" }).click();
  await expect(page.getByText("Recurring series created").first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("series-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("$1,800.00");
  await expect(row).toContainText(longDate(nextWeek));
  const first = await waitForMail((m) => m.to.includes(email));
  expect(first.subject).toMatch(/^Invoice .+ - Payment Required$/);

  await row.getByRole("button", { name: "View the series for Acme Ltd" }).click();
  const view = page.getByRole("dialog");
  await expect(view.getByTestId("series-created-count")).toHaveText("1 invoice");
  await expect(view.getByTestId("series-invoice")).toHaveCount(1);
  await expect(view.getByTestId("series-invoice")).toContainText(`For ${longDate(today)}`);
  await expect(view.getByTestId("series-invoice")).toContainText("emailed");
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();

  // A week later the job (every 15 seconds) makes the second invoice by itself, and emails it.
  const moved = await page.request.put("/api/test/clock", {
    data: { now: new Date(now + 7 * DAY + 60_000).toISOString() },
  });
  expect(moved.status()).toBe(200);
  const series = (await (await page.request.get("/api/recurring-invoices")).json())[0];
  await expect
    .poll(async () => (await (await page.request.get(`/api/recurring-invoices/${series.id}`)).json()).createdCount, {
      timeout: 45_000,
      message: "the job to make the second invoice",
    })
    .toBe(2);
  await expect.poll(async () => (await (await page.request.get("/api/invoices")).json()).length).toBe(2);

  await page.reload();
  await page.getByRole("button", { name: "View the series for Acme Ltd" }).click();
  await expect(view.getByTestId("series-created-count")).toHaveText("2 invoices");
  await expect(view.getByTestId("series-invoice")).toHaveCount(2);
  await expect(view.getByTestId("series-invoice").first()).toContainText(`For ${longDate(nextWeek)}`);
  await expect
    .poll(async () => (await sunkMail()).filter((m) => m.to.includes(email)).length, {
      timeout: 15_000,
    })
    .toBe(2);

  // Pause, then resume, from the view (a second pause would be a 409: the button is gone).
  await view.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Series paused").first()).toBeVisible();
  await expect(view.getByTestId("series-next-date")).toHaveText("Paused");
  await expect(view.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await screenshotBoth(page, "recurring-view-paused");
  await view.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Series resumed").first()).toBeVisible();
  await expect(view.getByTestId("series-next-date")).toHaveText(
    longDate(new Date(now + 14 * DAY).toISOString().slice(0, 10)),
  );
  await view.getByRole("button", { name: "Close" }).click();
  await expect(view).toBeHidden();
  await screenshotBoth(page, "recurring-list");
});
