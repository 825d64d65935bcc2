import { choose, expect, screenshotBoth, signUpViaApi, test, waitForMail } from "./support/fixtures";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.afterEach(async ({ request }) => {
  // Put the server's clock back for the other tests.
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

test("The Admin: clients, invoices, tracker, overdue follow-up, reminders, payment, deletion", async ({ page }) => {
  // The whole of The Admin in one scenario, with screenshots at two widths: longer than one page's test.
  test.setTimeout(150_000);
  const owner = await signUpViaApi(page.request);
  const now = Date.now();
  const today = isoDate(now);

  // Two clients.
  await page.goto("/clients");
  await expect(page.getByText("No clients yet. Add your first client to get started.")).toBeVisible();
  for (const c of [
    { name: "Acme Ltd", email: "billing@acme.test", company: "Acme" },
    { name: "Globex", email: "ap@globex.test", company: "Globex Corp" },
  ]) {
    await page.getByRole("button", { name: "Add Client" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(c.name);
    await dialog.getByLabel("Email").fill(c.email);
    await dialog.getByLabel("Company").fill(c.company);
    await dialog.getByRole("button", { name: "Add Client" }).click();
    await expect(page.getByText("Client added successfully").first()).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(c.name) })).toBeVisible();
  }
  // Typed in twice: the dialog asks instead of adding a second Acme, and Cancel adds nothing.
  await page.getByRole("button", { name: "Add Client" }).first().click();
  const again = page.getByRole("dialog");
  await again.getByLabel("Name").fill("acme ltd");
  await again.getByRole("button", { name: "Add Client" }).click();
  await expect(again.getByRole("alert")).toContainText(
    "A client named Acme Ltd (billing@acme.test) already exists. Add another anyway?",
  );
  await expect(again.getByRole("button", { name: "Add anyway" })).toBeVisible();
  await screenshotBoth(page, "client-added-twice");
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: /Acme Ltd/ })).toHaveCount(1);
  await screenshotBoth(page, "clients");

  // An invoice for each: Acme with the default due date (today + 30 days), Globex due in 2 days.
  await page.goto("/invoices");
  await expect(page.getByText("No invoices yet. Create your first invoice to get started.")).toBeVisible();
  const create = async (client: string, amount: string, dueDate?: string) => {
    await page.getByRole("button", { name: "Create Invoice" }).first().click();
    const dialog = page.getByRole("dialog");
    await choose(page, "Client", client);
    await dialog.getByLabel("Amount").fill(amount);
    if (dueDate) await dialog.getByLabel("Due date").fill(dueDate);
    else await expect(dialog.getByLabel("Due date")).toHaveValue(isoDate(now + 30 * DAY));
    await dialog.getByLabel("Description").fill(`Work for ${client.split(" (")[0]}`);
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expect(page.getByText("Invoice created successfully").first()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await create("Acme Ltd (Acme)", "2400");
  await create("Globex (Globex Corp)", "850", isoDate(now + 2 * DAY));

  // Created but never emailed: not "sent, not yet due" yet, and the tile says so.
  const tile = (name: string) => page.getByTestId(`tile-${name}`);
  await expect(tile("outstanding")).toContainText("$0.00");
  await expect(page.getByTestId("tile-not-sent")).toContainText("+ 2 invoices not sent yet ($3,250.00)");

  // Send both from the web; the worker delivers them to the mail server.
  const invoicesNow = await (await page.request.get("/api/invoices")).json();
  const row = (invoiceNumber: string) => page.getByRole("row", { name: `Invoice ${invoiceNumber}`, exact: true });
  for (const inv of invoicesNow) {
    const card = row(inv.invoiceNumber);
    await expect(card.getByTestId("email-status")).toContainText("Not emailed yet");
    await card.getByRole("button", { name: "Send", exact: true }).click();
    const dialog = page.getByRole("dialog");
    // The draft is signed with the owner's name, never a placeholder.
    await expect(dialog.getByLabel("Message")).toHaveValue(/Best regards,\nOlive Owner\nOlive & Co Consulting/);
    await dialog.getByRole("button", { name: "Send Invoice" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("email-status")).toContainText(`Emailed to ${inv.clientEmail} on`);
  }
  const acme = invoicesNow.find((i: { clientName: string }) => i.clientName === "Acme Ltd");
  // This owner's mail: a retry's earlier attempt sent Acme one too, from another owner.
  const received = await waitForMail((m) => m.to.includes("billing@acme.test") && m.replyTo === owner.email);
  expect(received.from).toEqual({ name: "Olive & Co Consulting", address: "no-reply@microteam.test" });
  expect(received.replyTo).toBe(owner.email);
  expect(received.subject).toBe(`Invoice ${acme.invoiceNumber} - Payment Required`);
  for (const part of [received.text, received.html]) {
    expect(part).toContain(acme.publicPath);
    expect(part).toContain("Olive Owner");
  }
  expect(received.html).toContain("View and pay invoice");

  await expect(tile("outstanding")).toContainText("$3,250.00");
  await expect(tile("dueThisWeek")).toContainText("$850.00");
  await expect(tile("overdue")).toContainText("$0.00");
  await expect(page.getByText("All Caught Up! No overdue invoices requiring follow-up.")).toBeVisible();
  const globexDue = page.locator(`[data-date="${isoDate(now + 2 * DAY)}"]`).first();
  await expect(globexDue).toHaveAttribute("data-mark", "due");
  await expect(page.getByRole("list", { name: "Legend" })).toContainText("Overdue");
  await screenshotBoth(page, "invoices");

  // Five days later the Globex invoice is 3 days overdue.
  const later = await page.request.put("/api/test/clock", { data: { now: new Date(now + 5 * DAY).toISOString() } });
  expect(later.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("overdue-count")).toContainText("1");
  await expect(page.getByTestId("overdue-total")).toContainText("$850.00");
  await expect(tile("overdue")).toContainText("$850.00");
  const overdueList = page.getByRole("list", { name: "Overdue invoices" });
  await expect(overdueList.getByRole("listitem")).toHaveCount(1);
  await expect(overdueList).toContainText("Globex");
  await expect(overdueList).toContainText(/3 days/);

  // A custom reminder, then the bulk reminder.
  await overdueList.getByRole("button", { name: "Send Custom" }).click();
  const single = page.getByRole("dialog");
  await expect(single.getByLabel("Subject")).toHaveValue(/Payment Reminder - Invoice INV-/);
  await single.getByRole("button", { name: "Send Reminder" }).click();
  await expect(page.getByText("Payment reminder sent successfully").first()).toBeVisible();
  await expect(single).toBeHidden();

  // The bulk reminder right after: the quiet period asks first, and says when the last one went.
  await page.getByRole("button", { name: "Send Payment Reminders" }).click();
  const bulk = page.getByRole("dialog");
  await expect(bulk.getByLabel("Subject")).toHaveValue("Payment Reminder - Invoice #{invoiceNumber}");
  await expect(bulk.getByLabel("Message")).toHaveValue(/Olive Owner/);
  await bulk.getByRole("button", { name: "Send Reminders" }).click();
  await expect(bulk.getByRole("alert")).toContainText("already went out on");
  await bulk.getByRole("button", { name: "Send anyway" }).click();
  await expect(page.getByText("Overdue payment emails sent successfully").first()).toBeVisible();
  await expect(bulk.getByTestId("delivery-progress")).toContainText("1 of 1 reminder sent");
  await bulk.getByRole("button", { name: "Done" }).click();

  const invoices = await (await page.request.get("/api/invoices")).json();
  const globex = invoices.find((i: { clientName: string }) => i.clientName === "Globex");
  const outbox = await (await page.request.get("/api/outbox")).json();
  const toGlobex = outbox.filter(
    (m: { to: string; kind: string }) => m.to === "ap@globex.test" && m.kind === "reminder",
  );
  expect(toGlobex).toHaveLength(2);
  const bulkMail = toGlobex.find(
    (m: { subject: string }) => m.subject === `Payment Reminder - Invoice #${globex.invoiceNumber}`,
  );
  expect(bulkMail.body).toContain(`Dear Globex,`);
  expect(bulkMail.body).toContain(`invoice ${globex.invoiceNumber} for $850.00 was due on`);
  expect(bulkMail.body).not.toMatch(/\{(clientName|invoiceNumber|amount|dueDate)\}/);

  const reminded = row(globex.invoiceNumber);
  await expect(reminded.getByTestId("email-status")).toContainText("Reminder emailed to ap@globex.test");
  await expect(reminded.getByTestId("email-status")).toContainText("2 reminders sent");

  // The client opens the public link and pays (demo mode).
  await page.goto(globex.publicPath);
  await expect(page.getByTestId("pay-amount")).toContainText("$850.00");
  await screenshotBoth(page, "pay-invoice");
  await page.getByRole("button", { name: "Pay $850.00 (demo)" }).click();
  await expect(page.getByRole("heading", { name: "Paid" })).toBeVisible();

  await page.goto("/invoices");
  const card = row(globex.invoiceNumber);
  await expect(card).toHaveAttribute("data-status", "paid");
  await expect(card).toContainText(/Paid on/);
  // A paid invoice keeps only its PDF and its link.
  await expect(card.getByRole("button", { name: /^(Send|Remind)$/ })).toHaveCount(0);
  await card.getByRole("button", { name: `More for ${globex.invoiceNumber}` }).click();
  await expect(page.getByRole("menuitem", { name: "Download PDF" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Mark Paid" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByText("All Caught Up! No overdue invoices requiring follow-up.")).toBeVisible();

  // The client's history shows what happened.
  await page.goto(`/clients/${globex.clientId}`);
  const history = page.getByRole("list", { name: "Communication history" });
  await expect(history.locator('[data-type="invoice_paid"]')).toHaveCount(1);
  await expect(history.locator('[data-type="email_sent"]')).toHaveCount(2);
  await expect(history.locator('[data-type="invoice_sent"]')).toHaveCount(1);
  await screenshotBoth(page, "client-detail");

  // Mark Paid asks first and records the day the money arrived.
  await page.goto("/invoices");
  const acmeCard = row(acme.invoiceNumber);
  await acmeCard.getByRole("button", { name: `More for ${acme.invoiceNumber}` }).click();
  await page.getByRole("menuitem", { name: "Mark Paid" }).click();
  const confirmPaid = page.getByRole("alertdialog");
  await expect(confirmPaid).toContainText("paid is final");
  await confirmPaid.getByLabel("Date paid").fill(isoDate(now + 4 * DAY));
  await confirmPaid.getByRole("button", { name: "Mark Paid" }).click();
  await expect(acmeCard).toHaveAttribute("data-status", "paid");
  await expect(acmeCard).toContainText(`Paid on`);
  await expect(tile("paid")).toContainText("$3,250.00");

  // Deleting Acme deletes its invoice.
  await page.goto("/clients");
  await page.getByRole("button", { name: "Delete Acme Ltd" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("This also deletes their 1 invoice");
  await confirm.getByRole("button", { name: "Delete Client" }).click();
  await expect(page.getByText("Client removed successfully").first()).toBeVisible();
  await expect(page.getByRole("row", { name: /Acme Ltd/ })).toHaveCount(0);
  const left = await (await page.request.get("/api/invoices")).json();
  expect(left.map((i: { clientName: string }) => i.clientName)).toEqual(["Globex"]);
  expect(today).toBe(isoDate(now));
});
