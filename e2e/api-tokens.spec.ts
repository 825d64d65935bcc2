import { choose, expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("an owner creates a read-only token that expires, sees it once, and the token can read but not change", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto("/profile?tab=security");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API token" });
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Monthly report");
  await expect(dialog.getByLabel("Access")).toContainText("Read-only");
  await choose(page, "Expires", "In 30 days");
  await dialog.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByRole("dialog", { name: "Your new token" });
  const token = (await shown.getByTestId("new-token").textContent())!.trim();
  expect(token).toMatch(/^mt_/);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(token)).toHaveCount(0);

  const row = page
    .getByRole("list", { name: "API tokens" })
    .getByRole("listitem")
    .filter({ hasText: "Monthly report" });
  await expect(row).toContainText("Read-only");
  await expect(row).toContainText("never used");
  await expect(row).toContainText(/expires \w{3} \d{1,2}, \d{4}/);

  const auth = { authorization: `Bearer ${token}` };
  expect((await page.request.get("/api/clients", { headers: auth })).status()).toBe(200);
  const write = await page.request.post("/api/clients", { headers: auth, data: { name: "Acme" } });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toMatch(/read-only/);

  await page.reload();
  await expect(row).toContainText("last used just now");
  await screenshotBoth(page, "api-tokens");
  await page.getByRole("button", { name: "Revoke Monthly report" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(row).toHaveCount(0);
});
