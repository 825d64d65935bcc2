// Issue 22 §4: time tracked in the web app (a timer started and stopped, time added by hand, one entry
// deleted after a confirmation), then the client's unbilled work made into one invoice from the client's
// page, once; the Time page at phone width, and the add form by keyboard.
import { PHONE, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("time is tracked, added by hand, deleted, and invoiced once from the client's page", async ({ page }) => {
  await signUpViaApi(page.request);
  const created = await page.request.post("/api/clients", { data: { name: "Acme Ltd", email: "ap@acme.test" } });
  expect(created.status()).toBe(201);
  const client = await created.json();

  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Time" }).click();
  await expect(page.getByRole("heading", { name: "Time", level: 1 })).toBeVisible();
  await expect(page.getByText("No timer is running.")).toBeVisible();
  await expect(page.getByText("No time tracked yet.")).toBeVisible();

  // Start a timer for Acme, then stop it.
  await page.getByLabel("Client", { exact: true }).click();
  await page.getByRole("option", { name: "Acme Ltd", exact: true }).click();
  await page.getByRole("textbox", { name: "Description (optional)" }).fill("Design review");
  await page.getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByText("Timer started for Acme Ltd").first()).toBeVisible();
  const running = page.getByTestId("running-timer");
  await expect(running).toContainText("Acme Ltd");
  await expect(running).toContainText("Design review");
  await expect(running.getByLabel("Time so far")).toHaveText(/^0:00:0\d$/);
  await screenshotBoth(page, "time-running");
  await running.getByRole("button", { name: "Stop timer" }).click();
  await expect(page.getByText("Timer stopped: 1m").first()).toBeVisible();
  await expect(page.getByText("No timer is running.")).toBeVisible();
  await expect(page.getByTestId("time-total")).toHaveText("1 entry");

  // Add time by hand, with the keyboard: a wrong duration is named under its field, then fixed.
  await page.getByRole("button", { name: "Add time" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add time" });
  await dialog.getByLabel("Client", { exact: true }).click();
  await page.getByRole("option", { name: "Acme Ltd", exact: true }).click();
  await dialog.getByLabel("Duration").fill("soon");
  await dialog.getByRole("textbox", { name: "Description (optional)" }).fill("Workshop prep");
  await dialog.getByLabel("Duration").press("Enter");
  await expect(dialog.getByText("Duration must be like 1h30m, 90m or 1.5h")).toBeVisible();
  await dialog.getByLabel("Duration").fill("1h30m");
  await dialog.getByLabel("Duration").press("Enter");
  await expect(page.getByText("Added 1h 30m for Acme Ltd").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("time-total")).toHaveText("2 entries");

  // One more, deleted after a confirmation.
  const extra = await page.request.post("/api/time-entries", {
    data: { clientId: client.id, duration: "15m", description: "Mistake" },
  });
  expect(extra.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId("time-total")).toHaveText("3 entries");
  await page.getByRole("button", { name: /^Delete 15m for Acme Ltd/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete 15m for Acme Ltd on");
  await confirm.getByRole("button", { name: "Delete time" }).click();
  await expect(page.getByText("Time deleted").first()).toBeVisible();
  await expect(page.getByTestId("time-total")).toHaveText("2 entries");
  await expect(page.getByText("Mistake")).toHaveCount(0);

  // At phone width the page fits, the rows are a list, and the timer form works.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId("time-total")).toHaveText("2 entries");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotBoth(page, "time-page");

  // The client's page: unbilled work, invoiced in one step, once.
  await page.goto(`/clients/${client.id}`);
  const unbilled = page.getByTestId("unbilled-work");
  await expect(unbilled).toContainText("$136.53 · 1.517 hours · 2 entries");
  await expect(unbilled.getByRole("list", { name: "Unbilled entries" }).getByRole("listitem")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotBoth(page, "client-unbilled-work");
  await unbilled.getByRole("button", { name: "Create invoice from unbilled time" }).dblclick();
  await expect(page.getByText("Invoice created").first()).toBeVisible();
  await expect(unbilled).toContainText("No unbilled time for this client.");
  const invoices = await (await page.request.get("/api/invoices")).json();
  expect(invoices).toHaveLength(1);
  expect(invoices[0]).toMatchObject({ amount: "136.53", status: "pending", clientName: "Acme Ltd" });
  await expect(page.getByRole("list", { name: "Client invoices" })).toContainText(invoices[0].invoiceNumber);
  // A retry of the same request makes nothing more.
  const again = await page.request.post(`/api/clients/${client.id}/unbilled/invoice`);
  expect(again.status()).toBe(409);

  // The Time page says each entry is billed on that invoice.
  await page.goto("/time");
  await expect(page.getByText(`Billed · ${invoices[0].invoiceNumber}`)).toHaveCount(2);
});

test("time in another currency than the home one is invoiced at the rate the owner types", async ({ page }) => {
  await signUpViaApi(page.request);
  const client = await (await page.request.post("/api/clients", { data: { name: "Acme Ltd" } })).json();
  const added = await page.request.post("/api/time-entries", {
    data: { clientId: client.id, duration: "2h", description: "Discovery" },
  });
  expect(added.status()).toBe(201);
  // The owner moved: their home currency is now EUR, the time was tracked in USD.
  const moved = await page.request.put("/api/user/billing", {
    data: { defaultHourlyRate: "90", defaultCurrency: "EUR", paymentTerms: "14", confirm: true },
  });
  expect(moved.status()).toBe(200);

  await page.goto(`/clients/${client.id}`);
  const card = page.getByTestId("unbilled-work");
  await card.getByRole("button", { name: "Create invoice from unbilled time" }).click();
  const rate = card.getByLabel("Enter the rate: 1 USD = ? EUR (no rates source is configured)");
  await expect(rate).toBeFocused();
  await rate.fill("abc");
  await rate.press("Enter");
  await expect(card.getByRole("alert")).toHaveText("Exchange rate must be a number such as 1.08");
  await rate.fill("0.92");
  await expect(card.getByRole("alert")).toHaveCount(0);
  await screenshotBoth(page, "time-exchange-rate");
  await card.getByRole("button", { name: "Create invoice at this rate" }).click();
  await expect(page.getByText(/made for Acme Ltd from 1 entry of unbilled time/).first()).toBeVisible();
  await expect(card).toContainText("No unbilled time for this client.");
  const invoices = await (await page.request.get("/api/invoices")).json();
  expect(invoices).toMatchObject([{ amount: "180.00", currency: "USD", rate: { value: "0.92", source: "owner" } }]);
});

test("Enter in the client picker waits for the search, so a fast typist gets the client typed", async ({ page }) => {
  await signUpViaApi(page.request);
  for (const name of ["Acme Ltd", "Globex"]) {
    expect((await page.request.post("/api/clients", { data: { name } })).status()).toBe(201);
  }
  // A slow search: the answer for "glob" arrives well after the Enter.
  await page.route(/\/api\/clients\?.*q=glob/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto("/time");
  const picker = page.getByLabel("Client", { exact: true });
  await picker.click();
  await expect(page.getByRole("option", { name: "Acme Ltd", exact: true })).toBeVisible();
  await picker.pressSequentially("glob");
  await picker.press("Enter");
  await expect(picker).toHaveValue("Globex");
  await page.getByRole("button", { name: "Start timer" }).click();
  await expect(page.getByTestId("running-timer")).toContainText("Globex");

  // A dialog opened from a button gives the focus back to it when closed with Escape or Cancel.
  const addTime = page.getByRole("button", { name: "Add time" });
  await addTime.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Add time" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(addTime).toBeFocused();
});
