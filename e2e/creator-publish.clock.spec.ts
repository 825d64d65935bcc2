// At their time posts go out: without a token a post is "ready to post" (the text to copy, then Mark as
// posted), a platform that refuses marks it failed with the reason, and a post still waiting for
// approval stays put. The calendar shows the three messages of spec 001 §4 instead of Edit and Delete.
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

const HOUR = 3_600_000;

test.afterEach(async ({ request }) => {
  await request.put("/api/test/clock", { data: { now: new Date().toISOString() } });
});

test("due posts: ready to post, failed with the reason, still waiting for approval; the calendar's messages", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  // Facebook is connected without its Page ID: Facebook refuses every post until it is added.
  expect(
    (await page.request.put("/api/user/social-media", { data: { facebookAccessToken: "fb-page-token" } })).status(),
  ).toBe(200);
  const at = new Date(Date.now() + HOUR);
  const when = { scheduledFor: at.toISOString().slice(0, 10), scheduledTime: at.toISOString().slice(11, 16) };
  const make = async (body: Record<string, unknown>) => {
    const res = await page.request.post("/api/events", { data: { ...when, ...body } });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  const ready = await make({ title: "By hand", content: "Copy me to LinkedIn.", platform: "linkedin" });
  const failed = await make({ title: "Refused", content: "Facebook will refuse this.", platform: "facebook" });
  await make({ title: "Waiting", content: "Needs a yes first.", platform: "linkedin", needsApproval: true });

  await page.request.put("/api/test/clock", { data: { now: new Date(Date.now() + 2 * HOUR).toISOString() } });
  const released = await (await page.request.post("/api/posts/publish-due")).json();
  expect(released).toMatchObject({ released: 2, queued: 1, manual: 1 });
  await expect
    .poll(async () => (await (await page.request.get(`/api/events/${failed}`)).json()).status, { timeout: 20_000 })
    .toBe("failed");

  await page.goto("/content?view=list");
  const calendar = page.locator("#calendar");
  const dialog = page.getByRole("dialog");
  const open = async (title: string) => {
    await calendar.getByTestId("post-line").filter({ hasText: title }).click();
    await expect(dialog).toBeVisible();
  };

  await open("Refused");
  await expect(dialog.getByTestId("locked-reason")).toHaveText("This post failed to publish");
  await expect(dialog.getByTestId("delivery-facebook")).toContainText(
    "Facebook is not fully set up: the Page ID is missing",
  );
  await expect(dialog.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Try again" })).toBeVisible();
  await screenshotBoth(page, "content-failed-post");
  await dialog.getByRole("button", { name: "Close" }).click();

  // Its time passed while it waited for approval: it never went out, so the owner may move or delete it
  // (docs/decisions/185).
  await open("Waiting");
  await expect(dialog.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(dialog.getByTestId("locked-reason")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await open("By hand");
  await expect(dialog.getByTestId("delivery-linkedin")).toContainText("Ready to post by hand");
  await dialog.getByRole("button", { name: "Mark as posted" }).click();
  await expect(dialog.getByTestId("locked-reason")).toHaveText("This post has been published and cannot be edited");
  await expect(dialog.getByTestId("delivery-linkedin")).toContainText("Posted by hand");
  await dialog.getByRole("button", { name: "Close" }).click();

  // The bell said so, with the text to copy.
  await page.goto("/notifications");
  await expect(page.getByText("Ready to post on LinkedIn")).toBeVisible();
  await expect(page.getByText("Post to Facebook failed")).toBeVisible();
  void ready;
});
