// The invoice ledger at a real owner's scale (10,000+ invoices): pages, search, sort, status tabs with
// the server's counts, a multi-selection reminded in one go, the client picker's server search, the
// tracker's paged lists, and the dense phone list.
import { expect, PHONE, screenshotBoth, test } from "./support/fixtures";
import { seedDemoOwner } from "./support/seed";

const count = new Intl.NumberFormat("en-US");

test("pages, searches, sorts and filters 10,000 invoices and reminds a selection", async ({ page }) => {
  test.setTimeout(120_000);
  await seedDemoOwner(page.request, { scale: true });
  const summary = await (await page.request.get("/api/invoices/summary")).json();
  const all: number = summary.statusCounts.all;
  expect(all).toBeGreaterThanOrEqual(10_000);

  await page.goto("/invoices");
  const table = page.getByRole("table", { name: "Invoices" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(50);
  const ledger = page.getByRole("region", { name: "Invoices", exact: true });
  const range = ledger.getByTestId("pager-range");
  await expect(range).toHaveText(`1–50 of ${count.format(all)} invoices`);
  const tab = (name: string) => ledger.getByRole("button", { name: new RegExp(`^${name}`) });
  await expect(tab("Paid")).toContainText(count.format(summary.statusCounts.paid));

  // Pages: next and back again.
  const first = await rows.first().getAttribute("aria-label");
  await ledger.getByRole("button", { name: "Next page" }).click();
  await expect(range).toHaveText(`51–100 of ${count.format(all)} invoices`);
  await expect(rows.first()).not.toHaveAttribute("aria-label", first!);
  await ledger.getByRole("button", { name: "Previous page" }).click();
  await expect(range).toHaveText(`1–50 of ${count.format(all)} invoices`);

  // Sort by amount, largest first: the server sorts every invoice, not this page.
  const largest = (await (await page.request.get("/api/invoices?sort=-amount&limit=1")).json())[0];
  await table.getByRole("button", { name: "Amount", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("button", { name: "Amount", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
  await expect(rows.first()).toHaveAttribute("aria-label", `Invoice ${largest.invoiceNumber}`);

  // Search on the server: one number among 10,000.
  await ledger.getByRole("searchbox", { name: "Search invoices" }).fill("INV-104242");
  await expect(rows).toHaveCount(1);
  await expect(range).toHaveText("1–1 of 1 invoices");
  await ledger.getByRole("button", { name: "Clear search" }).click();

  // The Paid tab holds what the summary counted.
  await tab("Paid").click();
  await expect(range).toHaveText(`1–50 of ${count.format(summary.statusCounts.paid)} invoices`);
  await expect(rows.first()).toHaveAttribute("data-status", "paid");

  // Two overdue invoices picked by hand get a reminder each.
  await tab("Overdue").click();
  await expect(range).toHaveText(`1–50 of ${count.format(summary.statusCounts.overdue)} invoices`);
  const picked = [rows.nth(0), rows.nth(1)];
  const numbers = await Promise.all(picked.map(async (r) => (await r.getAttribute("aria-label"))!.slice(8)));
  for (const r of picked) await r.getByRole("checkbox").click();
  await expect(ledger.getByTestId("selected-count")).toHaveText("2 invoices selected");
  await ledger.getByRole("button", { name: "Send reminders" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("(2 of 2 selected)");
  for (const n of numbers) await expect(dialog).toContainText(n);
  await dialog.getByRole("button", { name: "Send Reminders" }).click();
  await expect(dialog.getByTestId("delivery-progress")).toContainText("2 of 2 reminders sent");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(ledger.getByTestId("selected-count")).toHaveCount(0);
  await expect(picked[0].getByTestId("email-status")).toContainText("Reminder emailed to");
  await screenshotBoth(page, "invoices-ledger");

  // The client picker searches 1,000 clients on the server.
  await page.getByRole("button", { name: "Create Invoice" }).first().click();
  const create = page.getByRole("dialog");
  const picker = create.getByRole("combobox", { name: "Client" });
  await picker.click();
  await expect(create.getByText(/20 of \d[\d,]* shown: type to narrow/)).toBeVisible();
  await picker.fill("client998@");
  await expect(create.getByRole("option")).toHaveCount(1);
  await picker.press("Enter");
  await expect(picker).toHaveValue(/998/);
  await create.getByLabel("Amount").fill("125");
  await create.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByText("Invoice created successfully").first()).toBeVisible();
  await expect(range).toHaveText(`1–50 of ${count.format(summary.statusCounts.overdue)} invoices`);
  await tab("All").click();
  await expect(range).toHaveText(`1–50 of ${count.format(all + 1)} invoices`);

  // The tracker's list: the overdue ones and every invoice by due date, a page at a time.
  const tracker = page.getByRole("region", { name: "Invoice Tracker" });
  await tracker.getByRole("tab", { name: "List" }).click();
  await expect(tracker.getByTestId("pager-range").first()).toHaveText(
    `1–25 of ${count.format(summary.statusCounts.overdue)} overdue invoices`,
  );

  // A phone gets a dense list, not the table.
  await page.setViewportSize(PHONE);
  const list = ledger.getByRole("list", { name: "Invoices" });
  await expect(list.getByRole("listitem")).toHaveCount(50);
  await expect(ledger.getByRole("table", { name: "Invoices" })).toHaveCount(0);
});
