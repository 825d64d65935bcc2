import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("an owner sees and revokes API tokens, downloads all their data and deletes the account", async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  const laptop = await (await page.request.post("/api/auth/tokens", { data: { name: "Laptop CLI" } })).json();
  await page.request.post("/api/auth/tokens", { data: { name: "Backup script" } });
  expect(
    (await page.request.get("/api/dashboard", { headers: { authorization: `Bearer ${laptop.token}` } })).status(),
  ).toBe(200);

  await page.goto("/profile?tab=security");
  const tokens = page.getByRole("list", { name: "API tokens" });
  await expect(tokens.getByRole("listitem")).toHaveCount(2);
  const laptopRow = tokens.getByRole("listitem").filter({ hasText: "Laptop CLI" });
  await expect(laptopRow).toContainText(`…${laptop.token.slice(-4)}`);
  await expect(laptopRow).toContainText("last used just now");
  await expect(tokens.getByRole("listitem").filter({ hasText: "Backup script" })).toContainText("never used");
  await screenshotBoth(page, "settings-security");

  await page.getByRole("button", { name: "Revoke Laptop CLI" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText('"Laptop CLI"');
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(tokens.getByRole("listitem")).toHaveCount(1);
  expect(
    (await page.request.get("/api/auth/user", { headers: { authorization: `Bearer ${laptop.token}` } })).status(),
  ).toBe(401);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^microteam-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const data = JSON.parse(strFromU8(files["microteam-export/data.json"]));
  expect(data.profile.email).toBe(email);
  expect(Object.keys(files)).toContain("microteam-export/invoices.csv");

  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByText("Password is required")).toBeVisible();
  await expect(confirm.getByText("Type DELETE to confirm")).toHaveCount(2);
  await confirm.getByLabel("Password").fill("not my password");
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByText("Password is incorrect")).toBeVisible();
  await confirm.getByLabel("Password").fill(password);
  await confirm.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Start Your 2-Week Free Trial" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.post("/api/auth/signin", { data: { email, password } })).status()).toBe(401);
});

test("changing the sign-in email asks for the current password", async ({ page }) => {
  const { password } = await signUpViaApi(page.request);
  await page.goto("/profile");
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await page.getByLabel("Email").fill("renamed-" + Date.now() + "@example.com");
  await expect(page.getByLabel("Current password")).toBeVisible();
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await page.getByLabel("Current password").fill("wrong password here");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your profile has been saved.").first()).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
});

test("the sign-up form names a weak password's problem", async ({ page }) => {
  await page.goto("/api/login");
  await page
    .getByRole("button", { name: /create an account/i })
    .first()
    .click();
  await page.getByLabel("Email").fill(`weak-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: /create (my )?account/i }).click();
  await expect(page.getByText(/This password is too easy to guess\. This is a commonly used password\./)).toBeVisible();
});
