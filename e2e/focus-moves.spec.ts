// The focus engine's moves acted on from the tasks page (issue 13 §1): one client's small late invoices
// fold into one move with that client (decision 325) whose button reminds them all; an invoice never emailed is the move
// "send it", whose button emails the invoice itself.
import { expect, signUpViaApi, test, uniqueEmail, waitForMail } from "./support/fixtures";

const DAY = 86_400_000;
const dayOffset = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

test("small late invoices are reminded in one go, and a never-sent invoice is sent from its move", async ({ page }) => {
  await signUpViaApi(page.request);
  const addClient = async (name: string) => {
    const email = uniqueEmail(name.toLowerCase().replaceAll(" ", "-"));
    const res = await page.request.post("/api/clients", { data: { name, email } });
    expect(res.status()).toBe(201);
    return { ...(await res.json()), email } as { id: string; email: string };
  };
  const addInvoice = async (clientId: string, amount: string, dueDate: string) => {
    const res = await page.request.post("/api/invoices", { data: { clientId, amount, dueDate } });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string; invoiceNumber: string };
  };

  // Three $300 invoices 40 days late from one client, each emailed to them (the engine chases only those).
  const late = [];
  const bluth = await addClient("Bluth Bakery");
  for (let i = 0; i < 3; i++) {
    const client = bluth;
    const invoice = await addInvoice(client.id, "300", dayOffset(-40));
    expect((await page.request.post("/api/invoices/send-single", { data: { invoiceId: invoice.id } })).status()).toBe(
      202,
    );
    await waitForMail((m) => m.to.includes(client.email) && m.subject.includes(invoice.invoiceNumber));
    late.push({ client, invoice });
  }
  // Created but never emailed, as the terminal and the chat create them.
  const stark = await addClient("Stark Studio");
  const unsent = await addInvoice(stark.id, "1200", dayOffset(20));

  await page.goto("/tasks");
  const fold = page
    .getByTestId("focus-task")
    .filter({ hasText: /Send reminders to Bluth Bakery: 3 invoices, \$900, 4\d days late/ });
  await expect(fold).toBeVisible();
  for (const { invoice } of late) await expect(fold).toContainText(invoice.invoiceNumber);
  // Not a chase: the client never received it.
  const send = page
    .getByTestId("focus-task")
    .filter({ hasText: `Send invoice ${unsent.invoiceNumber} to Stark Studio` });
  await expect(send).toContainText("never sent, due on");
  await expect(page.getByTestId("focus-task").filter({ hasText: "Chase $1,200" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screenshots/focus-moves-tasks.png", fullPage: true });

  await fold.getByRole("button", { name: "Send Reminders" }).click();
  await expect(page.getByText("Action Completed").first()).toBeVisible();
  for (const { invoice } of late) {
    const reminder = await waitForMail(
      (m) =>
        m.to.includes(bluth.email) &&
        m.subject.startsWith("Payment Reminder") &&
        m.subject.includes(invoice.invoiceNumber),
    );
    expect(reminder.text).toContain("$300.00");
  }

  await send.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page.getByText("Action Completed").first()).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(stark.email));
  expect(mail.subject).toContain(unsent.invoiceNumber);
  // Once delivered it is sent and due in 20 days: nothing to do about it yet.
  await expect
    .poll(async () => {
      await page.reload();
      return page
        .getByTestId("focus-task")
        .filter({ hasText: `Send invoice ${unsent.invoiceNumber}` })
        .count();
    })
    .toBe(0);

  // The dashboard counts the three late invoices as alerts.
  await page.goto("/dashboard");
  await expect(page.getByTestId("alerts-count")).toContainText("3");
});
