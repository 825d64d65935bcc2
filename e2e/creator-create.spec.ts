// The Creator, creating content (issue 11, part A): the five-question wizard to 5 captions and a
// carousel and a quick schedule; a voice note, uploaded and recorded, transcribed by the local
// OpenAI-compatible peer; the design studio's upload (refused by content, kept with a thumbnail),
// scheduling, one-click post, delete with confirmation; the built-in editor's PNG.
import type { Page } from "@playwright/test";
import { pngBytes, wavBytes } from "../test/fixtures/media";
import { PEER_TRANSCRIPT } from "./support/openai-peer";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

interface PeerRequest {
  model: string | null;
  fileName: string | null;
  fileSize: number;
  authorization?: string;
}
const peerRequests = async (): Promise<PeerRequest[]> =>
  ((await (await fetch(`${process.env.E2E_AI_PEER}/requests`)).json()) as { transcriptions: PeerRequest[] })
    .transcriptions;

async function queueCount(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/dashboard")).json()) as { content: { queueCount: number } }).content
    .queueCount;
}

test("five answers become 5 captions and a carousel, then a quick schedule", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/content");
  await expect(page.getByRole("heading", { name: "The Creator", level: 1 })).toBeVisible();
  // The spec's four sections first, in its order (approval links, drafts and the Pro cards follow).
  const sections = page.getByRole("heading", { level: 2 });
  await expect
    .poll(async () => (await sections.allTextContents()).slice(0, 4))
    .toEqual(["Create Content from Questions", "Design Studio", "Schedule Content", "Content Calendar"]);

  const wizard = page.getByRole("region", { name: "Create Content from Questions" });
  await expect(wizard.getByTestId("wizard-step")).toHaveText("Question 1 of 5");
  await expect(wizard.getByRole("button", { name: "Previous" })).toBeDisabled();
  const next = wizard.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  const answers = [
    ["What do you want to post about?", "Raising your prices"],
    ["Who is it for?", "freelance designers"],
    [
      "What is the one thing they should take away?",
      "Raise your rates every January, because your skills grew last year",
    ],
    ["What's the story or background behind it?", "I charged the same rate for three years and nearly burned out."],
  ] as const;
  for (const [question, answer] of answers) {
    const field = wizard.getByLabel(question);
    await field.fill("   ");
    await expect(next).toBeDisabled();
    await field.fill(answer);
    await next.click();
  }
  await expect(wizard.getByTestId("wizard-step")).toHaveText("Question 5 of 5");
  await wizard.getByRole("button", { name: "Bold" }).click();
  await expect(wizard.getByLabel("How should it sound?")).toHaveValue("bold");
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expect(wizard.getByLabel("What's the story or background behind it?")).toHaveValue(answers[3][1]);
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Generate Content" }).click();

  // The result: 5 captions fitted to their platforms, a carousel, and which engine wrote it.
  const captions = wizard.getByTestId("caption");
  await expect(captions).toHaveCount(5);
  await expect(wizard.getByTestId("engine-badge")).toHaveText("Written by the offline engine");
  await expect(captions.nth(0)).toContainText("LinkedIn");
  await expect(captions.nth(0)).toContainText("I charged the same rate for three years");
  await expect(captions.nth(1)).toContainText("Twitter");
  await expect(captions.nth(1)).toContainText(/\d+\/280/);
  await expect(captions.nth(2)).toContainText("#");
  const carousel = wizard.getByRole("region", { name: /^Carousel: / });
  await expect(carousel.getByRole("group")).toHaveAccessibleName(/^Slide 1 of \d+$/);
  await expect(carousel.getByTestId("slide-title")).toHaveText("Raising Your Prices");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByRole("group")).toHaveAccessibleName(/^Slide 2 of /);
  await captions.nth(1).getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied!").first()).toBeVisible();
  await screenshotBoth(page, "creator-wizard-result");

  // Quick schedule: twitter by default, waiting for a date; 09:00 by default.
  await wizard.getByRole("button", { name: "Schedule Content" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Content" });
  await expect(dialog.getByLabel("Platform")).toHaveText("twitter");
  await expect(dialog.getByLabel("Time")).toHaveValue("09:00");
  await expect(dialog.getByLabel("Post")).toHaveValue(/raise your rates every January/i);
  const schedule = dialog.getByRole("button", { name: "Schedule" });
  await expect(schedule).toBeDisabled();
  await expect(dialog.getByLabel("Date")).toHaveAttribute("min", new Date().toISOString().slice(0, 10));
  await dialog.getByLabel("Date").fill(tomorrow());
  const before = await queueCount(page);
  await schedule.click();
  await expect(page.getByText("Content Scheduled").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await queueCount(page)).toBe(before + 1);

  // Recent content: 'Ready', the answers in one line; 'Create New Content' starts over.
  const recent = wizard.getByRole("list", { name: "Recent content" });
  await expect(recent.getByRole("listitem")).toHaveCount(1);
  await expect(recent).toContainText("Ready");
  await expect(recent).toContainText("Raising your prices · freelance designers");
  await wizard.getByRole("button", { name: "Create New Content" }).click();
  await expect(wizard.getByTestId("wizard-step")).toHaveText("Question 1 of 5");
  await expect(wizard.getByLabel("What do you want to post about?")).toHaveValue("");
  // Reopening from the recent list shows the result again.
  await recent.getByRole("button").first().click();
  await expect(captions).toHaveCount(5);
});

test("a voice note, uploaded or recorded, is transcribed by the OpenAI-compatible peer and becomes posts", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto("/content");
  const wizard = page.getByRole("region", { name: "Create Content from Questions" });
  await wizard.getByRole("tab", { name: "Voice note" }).click();

  const wav = wavBytes(1);
  await wizard
    .getByLabel("Upload an audio file")
    .setInputFiles({ name: "note.wav", mimeType: "audio/wav", buffer: wav });
  const transcript = wizard.getByLabel("Transcript");
  await expect(transcript).toHaveValue(PEER_TRANSCRIPT);
  await expect(wizard.getByText("Transcribed by whisper-1.")).toBeVisible();
  const received = await peerRequests();
  expect(received.find((r) => r.fileSize === wav.length)).toMatchObject({
    model: "whisper-1",
    fileName: "voice-note.wav",
    authorization: "Bearer e2e-key",
  });
  await expect(wizard.getByLabel("Your recording")).toBeVisible();
  await screenshotBoth(page, "creator-voice-note");

  // The owner fixes a word, then generates.
  await transcript.fill(PEER_TRANSCRIPT.replace("price every custom cake", "price every wedding cake"));
  await wizard.getByRole("button", { name: "Generate Content" }).click();
  const captions = wizard.getByTestId("caption");
  await expect(captions).toHaveCount(5);
  await expect(captions.nth(0)).toContainText("price every wedding cake by the hour");
  await expect(wizard.getByRole("heading", { name: "Pricing for Small Bakeries", level: 3 })).toBeVisible();

  // Recorded in the browser (a fake microphone in the tests): sent as WebM and transcribed the same way.
  await wizard.getByRole("button", { name: "Create New Content" }).click();
  await wizard.getByRole("tab", { name: "Voice note" }).click();
  const count = (await peerRequests()).length;
  await wizard.getByRole("button", { name: "Record a voice note" }).click();
  await expect(wizard.getByRole("button", { name: /Stop recording/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await wizard.getByRole("button", { name: /Stop recording/ }).click();
  await expect(wizard.getByLabel("Transcript")).toHaveValue(PEER_TRANSCRIPT);
  const recorded = (await peerRequests()).slice(count).at(-1)!;
  expect(recorded.fileName).toMatch(/^voice-note\.(webm|ogg)$/);
  expect(recorded.fileSize).toBeGreaterThan(500);
});

test("the design studio: an upload refused by its content, kept with a thumbnail, scheduled, posted and deleted", async ({
  page,
}) => {
  // The studio's whole round (uploads, three schedules, the editor in a second tab) outlasts 60 s on a busy machine.
  test.slow();
  await signUpViaApi(page.request);
  await page.goto("/content#design-studio");
  const studio = page.getByRole("region", { name: "Design Studio" });
  await expect(studio.getByText("Canva isn't connected on this server.")).toBeVisible();
  await expect(studio.getByText("No designs yet.")).toBeVisible();

  // A text file named .png is refused by its bytes; nothing joins the library.
  await studio.getByRole("button", { name: "Upload Design" }).click();
  let dialog = page.getByRole("dialog", { name: "Upload a design" });
  await expect(dialog).toContainText("Images, PNG or JPG up to 10MB (designs also allow PDF)");
  await dialog
    .getByLabel("Design file")
    .setInputFiles({ name: "sneaky.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByText("This file is not a PNG, JPG or PDF (checked by its content)")).toBeVisible();
  await expect(page.getByText("Upload Failed").first()).toBeVisible();

  // A real PNG, with a caption: a thumbnail in the library.
  await dialog
    .getByLabel("Design file")
    .setInputFiles({ name: "spring-menu.png", mimeType: "image/png", buffer: await pngBytes(1080, 1350) });
  await dialog.getByLabel("Caption").fill("Our spring menu is here");
  await expect(dialog.getByText("23/280")).toBeVisible();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Design Uploaded").first()).toBeVisible();
  const cards = studio.getByTestId("design-card");
  await expect(cards).toHaveCount(1);
  const thumbnail = cards.first().getByRole("img", { name: "Thumbnail of spring menu" });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

  // Post now needs a caption ('Caption Required'), then goes out this minute.
  await studio.getByRole("button", { name: "Post spring menu now" }).click();
  dialog = page.getByRole("dialog", { name: "Post now" });
  await expect(dialog.getByLabel("Caption")).toHaveValue("Our spring menu is here");
  await dialog.getByLabel("Caption").fill("");
  await dialog.getByRole("button", { name: "Post now" }).click();
  await expect(page.getByText("Caption Required").first()).toBeVisible();
  await dialog.getByLabel("Caption").fill("Spring menu, out now");
  await dialog.getByLabel("LinkedIn").check();
  const before = await queueCount(page);
  await dialog.getByRole("button", { name: "Post now" }).click();
  await expect(page.getByText("Post Scheduled").first()).toBeVisible();
  // The post for this minute leaves the queue once its minute has passed or the publishing job has taken
  // it, which on a busy machine can be after the next schedule: count from there.
  await expect.poll(() => queueCount(page), { timeout: 75_000 }).toBe(before);

  // Schedule the same design for tomorrow.
  await studio.getByRole("button", { name: "Schedule spring menu" }).click();
  dialog = page.getByRole("dialog", { name: "Schedule design" });
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(
    dialog.getByText("Please select a design, add caption, choose platforms, and set schedule time"),
  ).toBeVisible();
  await dialog.getByLabel("Date").fill(tomorrow());
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Post Scheduled").first()).toBeVisible();
  await expect.poll(() => queueCount(page)).toBe(before + 1);

  // Schedule an upload in one go (Instagram and 09:00 by default): the image belongs to that post and
  // does not join the library.
  await studio.getByRole("button", { name: "Schedule an Upload" }).click();
  dialog = page.getByRole("dialog", { name: "Schedule an upload" });
  await expect(dialog.getByLabel("Instagram")).toBeChecked();
  await expect(dialog.getByLabel("Time")).toHaveValue("09:00");
  await dialog
    .getByLabel("Design file")
    .setInputFiles({ name: "new-loaf.png", mimeType: "image/png", buffer: await pngBytes(1080, 1080, "#f59e0b") });
  await dialog.getByLabel("Content").fill("Our new sourdough loaf lands Saturday");
  await dialog.getByLabel("Date").fill(tomorrow());
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Content Scheduled").first()).toBeVisible();
  await expect.poll(() => queueCount(page)).toBe(before + 2);
  await expect(cards).toHaveCount(1);
  await screenshotBoth(page, "creator-design-studio");

  // A design a scheduled post uses cannot be deleted; an unused one can, after confirming.
  await studio.getByRole("button", { name: "More actions for spring menu" }).click();
  await page.getByRole("menuitem", { name: "Delete spring menu" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete design" }).click();
  // Tomorrow's post, and the one posted now while the publishing job has not released it yet.
  await expect(page.getByText(/This design is in [12] scheduled posts?/).first()).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  // The built-in editor: a template at its real size, the caption laid out, PNG out and into the library.
  await studio.getByRole("button", { name: "Open Instagram Post in the editor" }).click();
  await expect(page.getByText("Caption Required").first()).toBeVisible();
  await studio.getByLabel("Caption", { exact: true }).fill("3 signs it's time to raise your prices");
  const [editor] = await Promise.all([
    page.waitForEvent("popup"),
    studio.getByRole("button", { name: "Open Instagram Post in the editor" }).click(),
  ]);
  // The tab opens at the click and is sent to the editor once the server answers.
  await editor.waitForURL(/\/editor\?template=instagram_post&caption=3\+signs/);
  await expect(editor.getByRole("heading", { name: "Design editor" })).toBeVisible();
  await expect(editor.getByText("Instagram Post, 1080 × 1080 px")).toBeVisible();
  const canvas = editor.getByTestId("editor-canvas");
  await expect(canvas).toHaveAttribute("width", "1080");
  await expect(editor.getByLabel("Headline")).toHaveValue("3 signs it's time to raise your prices");
  await editor.getByRole("button", { name: "Sunset" }).click();
  const [download] = await Promise.all([
    editor.waitForEvent("download"),
    editor.getByRole("button", { name: "Export PNG" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("3-signs-its-time-to-raise-your-prices.png");
  await editor.getByRole("button", { name: "Save to library" }).click();
  await expect(editor.getByText("Design Uploaded").first()).toBeVisible();
  await screenshotBoth(editor, "creator-editor");
  await editor.close();

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText("Made here");
  await studio.getByRole("button", { name: /More actions for 3 signs/ }).click();
  await page.getByRole("menuitem", { name: /Delete 3 signs/ }).click();
  await expect(page.getByRole("alertdialog")).toContainText("The design and its file leave your library.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete design" }).click();
  await expect(page.getByText("Design Deleted").first()).toBeVisible();
  await expect(cards).toHaveCount(1);
});

test("the wizard's carousel opens in the built-in editor as slides", async ({ page }) => {
  await signUpViaApi(page.request);
  const made = await page.request.post("/api/content/create-from-questions", {
    data: {
      answers: {
        topic: "Booking more discovery calls",
        audience: "independent consultants",
        key_point: "Ask for the call in every post",
        context: "My calendar filled once I stopped hiding the link.",
        tone: "professional",
      },
    },
  });
  const content = await made.json();
  await page.goto(`/editor?template=instagram_carousel&source=${content.id}`);
  await expect(page.getByText(`Slide 1 of ${content.carousel.slides.length}`)).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveValue(content.carousel.slides[0].title);
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue(content.carousel.slides[1].title);
  await expect(
    page.getByRole("button", { name: `Save ${content.carousel.slides.length} slides to library` }),
  ).toBeVisible();
});
