import { startWebhookReceiver } from "../test/fakes/webhook-receiver";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("an owner adds a webhook endpoint, keeps its secret, sends a test the receiver verifies, and removes it", async ({
  page,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    await signUpViaApi(page.request);
    await page.goto("/profile?tab=webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("No endpoints yet. Add one to receive events.")).toBeVisible();
    await expect(page.getByText('Nothing sent yet. Try "Send test" on an endpoint.')).toBeVisible();

    // A refused address says why, under the field.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook endpoint" });
    await dialog.getByLabel("Endpoint URL").fill("ftp://files.example.com/in");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.getByText("Choose at least one event")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "invoice.paid" }).check();
    await dialog.getByRole("checkbox", { name: "client.created" }).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.getByText("Use an https:// address")).toBeVisible();

    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByLabel("Description").fill("Bookkeeping sync");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();

    // The secret, once.
    const secretDialog = page.getByRole("dialog", { name: "Your endpoint's signing secret" });
    const secret = (await secretDialog.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    await screenshotBoth(page, "webhook-secret");
    await secretDialog.getByRole("button", { name: "I have saved it" }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
    await expect(endpoints.getByText(receiver.url)).toBeVisible();
    await expect(endpoints.getByText("Bookkeeping sync")).toBeVisible();
    await expect(endpoints.getByText("Active")).toBeVisible();

    // A test send reaches the receiver, signed, and the log shows its answer.
    await page.getByRole("button", { name: `Send a test event to ${receiver.url}` }).click();
    const log = page.getByRole("list", { name: "Webhook deliveries" });
    await expect(log.getByTestId("webhook-delivery").first()).toContainText("webhook.test");
    await expect(log.getByText("Delivered")).toBeVisible();
    await expect(log.getByLabel("HTTP status 200")).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].verifyError).toBeNull();
    expect(receiver.received[0].payload?.type).toBe("webhook.test");

    // An event from the product itself: a new client.
    const client = await page.request.post("/api/clients", { data: { name: "Acme", email: "ap@acme.test" } });
    expect(client.status()).toBe(201);
    await expect.poll(() => receiver.received.map((r) => r.payload?.type)).toContain("client.created");
    await page.reload();
    await expect(log.getByText("client.created")).toBeVisible();
    await screenshotBoth(page, "webhooks");

    // Turn off, then remove after confirming.
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(endpoints.getByText("Off", { exact: true })).toBeVisible();
    await expect(endpoints.getByText("Turned off by you")).toBeVisible();
    await page.getByRole("button", { name: `Remove ${receiver.url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove endpoint" }).click();
    await expect(page.getByText("No endpoints yet. Add one to receive events.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});
