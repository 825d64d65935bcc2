// The Creator's QA pass (issue 11): what an impatient or unlucky owner does — a double click on a
// scheduling button schedules one post, not two; the generated Instagram caption asks for its image.
import sharp from "sharp";
import { expect, signUpViaApi, test } from "./support/fixtures";

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function postsOn(request: import("@playwright/test").APIRequestContext, date: string, text: string) {
  const res = await request.get(`/api/events?from=${date}&to=${date}&limit=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { description: string }[]).filter((p) => p.description === text);
}

test("a double click on Schedule Post schedules the post once", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/content");
  const form = page.locator("#schedule");
  const text = `Double click ${Date.now()}`;
  await form.getByLabel("Post").fill(text);
  const date = isoDate(Date.now() + 2 * DAY);
  await form.getByLabel("Date").fill(date);
  await form.getByRole("button", { name: "Schedule Post" }).dblclick();
  await expect(page.getByText("Content Scheduled").first()).toBeVisible();
  // Give a second request, had one been sent, the time to land.
  await page.waitForTimeout(500);
  expect(await postsOn(page.request, date, text)).toHaveLength(1);
});

async function generate(request: import("@playwright/test").APIRequestContext) {
  const made = await request.post("/api/content/create-from-questions", {
    data: {
      answers: {
        topic: "Sourdough starters",
        audience: "Home bakers",
        key_point: "Feed your starter twice a day",
        context: "We teach weekend classes",
        tone: "Friendly",
      },
    },
  });
  expect(made.status()).toBe(201);
}

test("a double click on a generated caption's Schedule schedules it once", async ({ page }) => {
  await signUpViaApi(page.request);
  await generate(page.request);
  await page.goto("/content");
  await page.getByText("Sourdough starters", { exact: true }).first().click();
  await page.getByRole("button", { name: "Schedule", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  const text = await dialog.getByLabel("Post").inputValue();
  const date = isoDate(Date.now() + 3 * DAY);
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByRole("button", { name: "Schedule", exact: true }).dblclick();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(await postsOn(page.request, date, text.trim())).toHaveLength(1);
});

test("the generated Instagram caption asks for an image, and with one it is scheduled", async ({ page }) => {
  await signUpViaApi(page.request);
  await generate(page.request);
  await page.goto("/content");
  await page.getByText("Sourdough starters", { exact: true }).first().click();
  // The third caption is Instagram's (linkedin, twitter, instagram, facebook, twitter).
  await page.getByRole("button", { name: "Schedule", exact: true }).nth(2).click();
  const dialog = page.getByRole("dialog");
  const date = isoDate(Date.now() + 4 * DAY);
  await dialog.getByLabel("Date").fill(date);
  await expect(dialog.getByTestId("instagram-needs-image")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Schedule", exact: true })).toBeDisabled();
  const png = await sharp({ create: { width: 108, height: 108, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: png });
  await expect(dialog.getByTestId("instagram-needs-image")).toBeHidden();
  await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(dialog).toBeHidden();
  const res = await page.request.get(`/api/events?from=${date}&to=${date}`);
  const posts = (await res.json()) as { platforms: string[]; media: unknown[] }[];
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ platforms: ["instagram"] });
  expect(posts[0].media).toHaveLength(1);
});
