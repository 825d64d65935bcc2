// The clients ledger at a real owner's scale (1,008 clients): pages, search, sort, status tabs, a
// multi-selection sent a follow-up, and the dense phone list.
import { expect, PHONE, screenshotBoth, test } from "./support/fixtures";
import { seedDemoOwner } from "./support/seed";

test("pages, searches, sorts and filters 1,008 clients and follows up a selection", async ({ page }) => {
  test.setTimeout(120_000);
  await seedDemoOwner(page.request, { scale: true });
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Client Management" })).toBeVisible();
  const table = page.getByRole("table", { name: "Clients" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId("pager-range")).toHaveText("1–50 of 1,008 clients");
  await expect(page.getByRole("button", { name: /^All/ })).toContainText("1,008");
  await expect(page.getByRole("button", { name: /^Inactive/ })).toContainText("100");

  // Pages: next and back again.
  const firstName = await rows.first().locator("td").nth(1).innerText();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByTestId("pager-range")).toHaveText("51–100 of 1,008 clients");
  await expect(rows.first()).not.toContainText(firstName.split("\n")[0]);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page.getByTestId("pager-range")).toHaveText("1–50 of 1,008 clients");

  // Sort by name, descending: the server sorts all 1,008, not just this page.
  await page.getByRole("button", { name: "Client", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: /Client/ })).toHaveAttribute("aria-sort", "descending");
  await expect(rows.first()).toContainText("Weber Studio");

  // Search on the server: one email among 1,008.
  await page.getByRole("searchbox", { name: "Search clients" }).fill("client998@");
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("pager-range")).toHaveText("1–1 of 1 clients");
  await page.getByRole("button", { name: "Clear search" }).click();

  // The Inactive tab.
  await page.getByRole("button", { name: /^Inactive/ }).click();
  await expect(page.getByTestId("pager-range")).toHaveText("1–50 of 100 clients");
  await page.getByRole("button", { name: /^All/ }).click();

  // A multi-selection gets a follow-up email each.
  await page.getByRole("searchbox", { name: "Search clients" }).fill("Nakamura");
  await expect(page.getByTestId("pager-range")).toContainText("of");
  const picked = rows.nth(0);
  const second = rows.nth(1);
  await picked.getByRole("checkbox").click();
  await second.getByRole("checkbox").click();
  await expect(page.getByTestId("selected-count")).toHaveText("2 clients selected");
  await page.getByRole("button", { name: "Send follow-up" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("goes to 2 clients");
  await confirm.getByRole("button", { name: "Send 2 emails" }).click();
  await expect(page.getByText("Emailed 2 clients").first()).toBeVisible();
  await expect(page.getByTestId("selected-count")).toHaveCount(0);
  const outbox = (await (await page.request.get("/api/outbox")).json()) as { kind: string; subject: string }[];
  expect(outbox.filter((e) => e.kind === "nudge").length).toBeGreaterThanOrEqual(2);
  await expect(picked).toContainText("just now");

  await screenshotBoth(page, "clients-ledger");

  // A phone gets a dense list, not the table.
  await page.setViewportSize(PHONE);
  await page.getByRole("searchbox", { name: "Search clients" }).fill("");
  const list = page.getByRole("list", { name: "Clients" });
  await expect(list.getByRole("listitem")).toHaveCount(50);
  await expect(page.getByRole("table", { name: "Clients" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search clients" }).fill("Acme Ltd");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("button", { name: "More actions for Acme Ltd" }).click();
  await page.getByRole("menuitem", { name: "Delete Acme Ltd" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Delete Acme Ltd? This also deletes their 2 invoices.");
  await page.getByRole("button", { name: "Cancel" }).click();
});
