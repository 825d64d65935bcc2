// Issue 14 §5: a quote with lines and tax made in the web app and sent; the client accepts it on its
// public page on a phone, with the keyboard; a second answer is refused; the owner converts it into a
// deposit invoice and a draft for the rest.
import { DESKTOP, PHONE, expect, screenshotBoth, signUpViaApi, test, waitForMail } from "./support/fixtures";

test("a quote is sent, accepted on its public page and converted into a deposit invoice and the rest", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request);
  const email = `buyer-${Date.now()}@acme.test`;
  expect((await page.request.post("/api/clients", { data: { name: "Acme Ltd", email } })).status()).toBe(201);

  await page.goto("/invoices");
  await page.getByRole("link", { name: "Quotes" }).click();
  await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
  await expect(page.getByText("No quotes yet.")).toBeVisible();
  await page.getByRole("button", { name: "New quote" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Client", { exact: true }).click();
  await page.getByRole("option", { name: "Acme Ltd", exact: true }).click();
  await dialog.getByLabel("Line 1 description").fill("Website redesign");
  await dialog.getByLabel("Unit price").fill("4000");
  await dialog.getByLabel("Tax %").fill("20");
  await dialog.getByLabel("Tax name").fill("VAT");
  await dialog.getByRole("textbox", { name: "Description (optional)" }).fill("Spring relaunch");
  await expect(dialog.getByTestId("itemized-total")).toHaveText("$4,800.00");
  await dialog.getByRole("button", { name: "Create quote" }).click();
  await expect(page.getByText("Quote created").first()).toBeVisible();

  // The new quote's view opens: send it by email.
  const view = page.getByRole("dialog");
  await expect(view.getByRole("heading", { name: /Quote Q-0001/ })).toBeVisible();
  await view.getByRole("button", { name: "Send by email" }).click();
  await expect(page.getByText("Quote sent").first()).toBeVisible();
  const [quote] = await (await page.request.get("/api/quotes")).json();
  expect(quote.status).toBe("sent");
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toMatch(/^Quote Q-0001 from /);
  expect(mail.text).toContain(quote.publicPath);
  await screenshotBoth(page, "quote-view-sent");
  await page.keyboard.press("Escape");

  // The client, signed out, on a phone: the name typed and Enter pressed.
  const client = await browser.newContext({ viewport: PHONE });
  const phone = await client.newPage();
  await phone.goto(quote.publicPath);
  await expect(phone.getByRole("heading", { name: "Quote Q-0001" })).toBeVisible();
  await expect(phone.getByTestId("quote-amount")).toHaveText("$4,800.00");
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await phone.getByRole("button", { name: "Accept quote" }).click();
  await expect(phone.getByRole("alert")).toHaveText("Type your name to accept");
  await phone.getByLabel("Your name").focus();
  await phone.keyboard.type("Ann Client");
  await phone.keyboard.press("Enter");
  await expect(phone.getByTestId("quote-accepted")).toContainText("Accepted by Ann Client on");
  await screenshotBoth(phone, "quote-public-accepted");
  // Accepted twice: refused, and the page keeps the first answer.
  const twice = await phone.request.post(`/api/public/quotes/${quote.publicPath.split("/").pop()}/accept`, {
    data: { name: "Someone Else" },
  });
  expect(twice.status()).toBe(409);
  await client.close();

  // The owner converts it: a 30 % deposit invoice now and the rest as a draft.
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await page.getByRole("button", { name: "View quote Q-0001" }).click();
  await expect(view.getByTestId("quote-accepted-by")).toContainText("Accepted by Ann Client");
  await view.getByLabel("A deposit invoice now, and a draft for the rest").check();
  await view.getByLabel("Deposit %").fill("30");
  await screenshotBoth(page, "quote-convert");
  await view.getByRole("button", { name: "Create invoice" }).click();
  await expect(page.getByText("Invoice created").first()).toBeVisible();
  await expect(view.getByTestId("quote-converted")).toContainText("Became deposit invoice");
  const invoices = await (await page.request.get("/api/invoices")).json();
  expect(invoices.map((i: { amount: string; status: string }) => [i.amount, i.status]).sort()).toEqual([
    ["1440.00", "pending"],
    ["3360.00", "draft"],
  ]);
});
