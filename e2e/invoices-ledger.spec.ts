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
  // Read again where the count is checked: a run across the owner's midnight makes more invoices overdue.
  const overdueNow = async (): Promise<number> =>
    (await (await page.request.get("/api/invoices/summary")).json()).statusCounts.overdue;
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

  // qa10 F5: the tabs count within the search, as the clients ledger's do.
  const searchbox = ledger.getByRole("searchbox", { name: "Search invoices" });
  await searchbox.fill("INV-10424");
  const within = async (status?: string) =>
    Number(
      (await page.request.get(`/api/invoices?q=INV-10424&limit=1${status ? `&status=${status}` : ""}`)).headers()[
        "x-total-count"
      ],
    );
  const found = await within();
  expect(found).toBeGreaterThan(1);
  expect(found).toBeLessThan(50);
  await expect(range).toHaveText(`1–${found} of ${found} invoices`);
  await expect(tab("All")).toHaveText(new RegExp(`^All\\s*${found}$`));
  await expect(tab("Paid")).toHaveText(new RegExp(`^Paid\\s*${await within("paid")}$`));
  await expect(tab("Overdue")).toHaveText(new RegExp(`^Overdue\\s*${await within("overdue")}$`));
  await searchbox.fill("");
  await expect(tab("All")).toContainText(count.format(all));

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
  await expect(range).toHaveText(`1–50 of ${count.format(await overdueNow())} invoices`);
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
  await expect(range).toHaveText(`1–50 of ${count.format(await overdueNow())} invoices`);
  await tab("All").click();
  await expect(range).toHaveText(`1–50 of ${count.format(all + 1)} invoices`);

  // The tracker's list: the overdue ones and every invoice by due date, a page at a time.
  const tracker = page.getByRole("region", { name: "Invoice Tracker" });
  await tracker.getByRole("tab", { name: "List" }).click();
  await expect(tracker.getByTestId("pager-range").first()).toHaveText(
    `1–25 of ${count.format(await overdueNow())} overdue invoices`,
  );

  await expectFiguresOnOneLine(page);

  // A phone gets a dense list, not the table.
  await page.setViewportSize(PHONE);
  const list = ledger.getByRole("list", { name: "Invoices" });
  await expect(list.getByRole("listitem")).toHaveCount(50);
  await expect(ledger.getByRole("table", { name: "Invoices" })).toHaveCount(0);
  await expectFiguresOnOneLine(page);
  // qa10 F12: the row's due date is short and whole ("Jan 22, 2027"), never cut.
  const dues = list.getByTestId("mobile-due");
  await expect(dues.first()).toHaveText(/^· Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  for (const due of await dues.all()) {
    const fits = await due.evaluate((el) => {
      const own = el.getBoundingClientRect();
      const row = el.parentElement!.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth + 1 && own.right <= row.right + 1;
    });
    expect(fits).toBe(true);
  }
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/qa10-phone-ledger.png" });

  // 8-digit totals (the finding's $10,144,692.99): the summary's answer made larger on its way in.
  await page.route("**/api/invoices/summary", async (route) => {
    const body = await (await route.fetch()).json();
    for (const key of ["paid", "outstanding", "overdue", "dueThisWeek", "collectedThisMonth"]) {
      body[key].total = "10144692.99";
    }
    await route.fulfill({ json: body });
  });
  await page.reload();
  await expect(page.getByTestId("tile-paid").getByTestId("tile-figure")).toHaveText("$10,144,692.99");
  await expectFiguresOnOneLine(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectFiguresOnOneLine(page);
});

/** qa10 F11: every tile's figure (8-digit totals here) sits on one line, whole, inside its tile. */
async function expectFiguresOnOneLine(page: import("@playwright/test").Page) {
  const tracker = page.getByRole("region", { name: "Invoice Tracker" });
  const figures = tracker.getByTestId("tile-figure");
  await expect(figures).toHaveCount(5);
  await expect(tracker.getByTestId("tile-paid").getByTestId("tile-figure")).toHaveText(
    /^\$\d{1,3}(,\d{3}){2,}\.\d{2}$/,
  );
  for (const figure of await figures.all()) {
    const shape = await figure.evaluate((el) => {
      const style = getComputedStyle(el);
      const text = document.createRange();
      text.selectNodeContents(el);
      const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
      return { lines, overflows: el.scrollWidth > el.clientWidth + 1, size: parseFloat(style.fontSize) };
    });
    expect(shape, (await figure.textContent()) ?? "").toEqual({ lines: 1, overflows: false, size: shape.size });
    expect(shape.size).toBeGreaterThanOrEqual(11);
  }
  await tracker.scrollIntoViewIfNeeded();
  const figure = (await figures.first().textContent())!.replace(/\D/g, "").length;
  await page.screenshot({ path: `test-results/qa10-tiles-${page.viewportSize()!.width}-${figure}-digits.png` });
}
