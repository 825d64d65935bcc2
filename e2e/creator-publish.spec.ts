// The Creator's scheduling side in Chromium: a post with an uploaded image scheduled through the
// dialog, live per-platform limits, the calendar's edit and delete rules, the approval link approving a
// post, the Pro Only cards for a Starter owner. Screenshots at desktop and phone widths.
import zlib from "node:zlib";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A real PNG: a 96×96 square in two colours, so the screenshots show the image. */
function poster(): Buffer {
  const size = 96;
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    rows[y * (1 + size * 3)] = 0;
    for (let x = 0; x < size; x++) {
      const at = y * (1 + size * 3) + 1 + x * 3;
      const warm = x + y < size;
      rows.set(warm ? [244, 162, 97] : [79, 70, 229], at);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const PNG = poster();

test("schedules a post with an image, shows it on the calendar, edits and deletes it", async ({ page }) => {
  await signUpViaApi(page.request);
  const tomorrow = isoDate(Date.now() + DAY);
  await page.goto("/content");
  await expect(page.getByRole("heading", { name: "The Creator" })).toBeVisible();
  const form = page.locator("#schedule");
  await expect(form.getByLabel("Time")).toHaveValue("09:00");
  await expect(form.getByLabel("Date")).toHaveAttribute("min", isoDate(Date.now()));

  // Live limits: X counts its own way, and a post too long for it cannot be scheduled for it.
  await form.getByLabel("twitter").click();
  await form.getByLabel("Post").fill("x".repeat(290));
  await expect(page.getByTestId("preview-twitter")).toContainText("290/280");
  await expect(page.getByTestId("preview-twitter")).toContainText("shorten it by 10");
  await expect(form.getByRole("button", { name: "Schedule Post" })).toBeDisabled();
  await form.getByLabel("twitter").click();

  // Instagram needs an image: with one it fits.
  await form.getByLabel("instagram").click();
  await form.getByLabel("Title").fill("Spring workshop");
  await form.getByLabel("Post").fill("Our spring workshop for bakeries opens next week. Three seats left! #bakery");
  await expect(page.getByTestId("preview-instagram")).toContainText("Instagram needs an image");
  await form.locator('input[type="file"]').setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("preview-instagram")).toContainText("Fits Instagram");
  // Instagram's preview is the server's JPEG (the image it will publish), not the file as chosen.
  await expect(page.getByTestId("preview-instagram-image")).toHaveAttribute("src", /^blob:/);
  await form.getByLabel("Date").fill(tomorrow);
  await form.getByLabel("Time").fill("10:30");
  await screenshotBoth(page, "content-schedule");
  await form.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Content Scheduled").first()).toBeVisible();

  // The calendar marks the day; the day's list has the post.
  const calendar = page.locator("#calendar");
  await calendar.locator(`[data-date="${tomorrow}"]`).click();
  await expect(calendar.locator(`[data-date="${tomorrow}"]`)).toHaveAttribute("data-marked", "true");
  await expect(calendar.getByRole("heading", { name: /Content for/ })).toBeVisible();
  await calendar.getByTestId("post-line").filter({ hasText: "Spring workshop" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("post-text")).toContainText("Three seats left!");
  await expect(dialog.getByRole("img", { name: /Attached image/ })).toBeVisible();
  await screenshotBoth(page, "content-post-dialog");

  // Edit: the text changes; blank content is refused with the spec's message.
  await dialog.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Post").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await dialog.getByLabel("Post").fill("Our spring workshop opens next week. Two seats left! #bakery");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Post Updated").first()).toBeVisible();
  await expect(dialog.getByTestId("post-text")).toContainText("Two seats left!");

  // The list view has it too, newest date first.
  await dialog.getByRole("button", { name: "Close" }).click();
  await calendar.getByRole("tab", { name: "List" }).click();
  await expect(calendar.getByTestId("post-list").getByText("Spring workshop", { exact: true })).toBeVisible();

  // Delete asks first.
  await calendar.getByTestId("post-line").first().click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete this post?");
  await confirm.getByRole("button", { name: "Delete Post" }).click();
  await expect(page.getByText("Post Deleted").first()).toBeVisible();
  await expect(calendar.getByText("No content scheduled yet.")).toBeVisible();
});

test("an approval link lets a client approve a post, and the owner sees it", async ({ page, browser }) => {
  await signUpViaApi(page.request);
  const created = await page.request.post("/api/events", {
    data: {
      title: "Case study",
      content: "How we cut a bakery's admin time in half.",
      platform: "linkedin",
      scheduledFor: isoDate(Date.now() + 2 * DAY),
      scheduledTime: "09:00",
      needsApproval: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/content");
  await page.locator("#approvals").getByLabel("Who is it for?").fill("Acme marketing");
  await page.locator("#approvals").getByRole("button", { name: "Create link" }).click();
  const link = page.getByTestId("approval-link").first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/approve\/[0-9a-f]{64}$/);

  // The client opens it in a browser of their own, with no account.
  const client = await browser.newContext();
  const reviewer = await client.newPage();
  await reviewer.goto(new URL(href!, page.url()).href);
  await expect(reviewer.getByRole("heading", { name: /Posts from Olive/ })).toBeVisible();
  const post = reviewer.getByTestId("review-post");
  await expect(post).toContainText("How we cut a bakery's admin time in half.");
  await expect(post).toContainText("Waiting for you");
  await screenshotBoth(reviewer, "approve-page");
  await post.getByRole("button", { name: "Approve" }).click();
  await expect(post).toContainText("Approved. Thank you!");
  await client.close();

  await page.reload();
  await page.locator("#calendar").getByRole("tab", { name: "List" }).click();
  const line = page.locator("#calendar").getByTestId("post-line").filter({ hasText: "Case study" });
  await expect(line).toContainText("Approved");
  await line.click();
  await expect(page.getByRole("dialog")).toContainText("Acme marketing approved it");
  // A link that does not exist shows a plain page.
  await page.goto(`/approve/${"0".repeat(64)}`);
  await expect(page.getByText("This approval link does not work")).toBeVisible();
});

test("a Starter owner sees the Pro Only cards and the scheduling limit", async ({ page }) => {
  await signUpViaApi(page.request);
  // Pay for Starter with the demo card: the account leaves its trial.
  const intent = await (await page.request.post("/api/create-payment-intent", { data: { tier: "starter" } })).json();
  expect(
    (
      await page.request.post("/api/checkout/demo-confirm", {
        data: { clientSecret: intent.clientSecret, cardholderName: "Olive Owner" },
      })
    ).status(),
  ).toBe(200);
  await page.goto("/content");
  const pro = page.getByTestId("pro-upgrade");
  await expect(pro).toBeVisible();
  for (const title of ["Unlimited Content Batching", "Advanced Smart Admin", "AI Business Suggestion Feed"]) {
    await expect(pro.getByText(title)).toBeVisible();
  }
  await expect(pro.getByText("Pro Only")).toHaveCount(3);
  await expect(page.getByTestId("plan-allowance")).toContainText("Starter plan: 0 of 10 posts scheduled.");
  await screenshotBoth(page, "content-starter");
  await pro.getByRole("link", { name: "Upgrade" }).first().click();
  await expect(page).toHaveURL(/\/checkout\?tier=pro$/);
});
