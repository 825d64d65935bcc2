// One-click connections (decision 323) in Chromium: Settings → Social Media → Connect sends the owner to
// the platform's sign-in (the stand-in agrees at once), back to the tile showing who is connected; a
// post then goes out with that connection; Disconnect revokes it at X. LinkedIn shows when its token
// ends; Facebook asks which Page, and connects its Instagram account too.
import { choose, expect, onboardingAnswers, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

test("connects X with one click, publishes a post through it, and disconnects", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/profile?tab=social");
  const tile = page.getByTestId("status-twitter");
  await expect(tile).toContainText("Not Connected");
  await tile.getByRole("button", { name: "Connect X" }).click();

  // Back from X: the outcome is said once, and the tile shows the connection's health.
  await expect(page.getByText("X connected").first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=social$/);
  await expect(tile).toContainText("Connected");
  await expect(page.getByTestId("oauth-twitter")).toHaveText("Connected as @oliveco · renews automatically");
  await expect(tile.getByRole("button", { name: "Reconnect X" })).toBeVisible();
  await screenshotBoth(page, "settings-social-connected");

  // A post for this minute goes out through the connection.
  const now = new Date();
  const res = await page.request.post("/api/events", {
    data: {
      title: "One click",
      content: "Posted through a one-click connection.",
      platform: "twitter",
      scheduledFor: now.toISOString().slice(0, 10),
      scheduledTime: now.toISOString().slice(11, 16),
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).id as string;
  await page.request.post("/api/posts/publish-due");
  await expect
    .poll(async () => (await (await page.request.get(`/api/events/${id}`)).json()).status, { timeout: 20_000 })
    .toBe("published");

  // Disconnect: X is asked to revoke the token, and the tile offers Connect again.
  await tile.getByRole("button", { name: "Disconnect Twitter" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Access was revoked at Twitter").first()).toBeVisible();
  await expect(tile).toContainText("Not Connected");
  await expect(tile.getByRole("button", { name: "Connect X" })).toBeVisible();
});

test("connects LinkedIn, and a Facebook Page with its Instagram account, picked from Facebook's list", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  // A crafted link cannot make Settings say anything: the outcome comes only from the callback's cookie.
  await page.goto(
    "/profile?tab=social&connect=twitter&result=error&message=Your+X+account+was+suspended.+Call+555-0100",
  );
  await expect(page.getByTestId("status-linkedin")).toBeVisible();
  await expect(page.getByText("suspended")).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\?tab=social$/);
  const linkedin = page.getByTestId("status-linkedin");
  await linkedin.getByRole("button", { name: "Connect LinkedIn" }).click();
  await expect(page.getByText("LinkedIn connected").first()).toBeVisible();
  await expect(page.getByTestId("oauth-linkedin")).toContainText("Connected as Olive Owner · expires");

  await page.getByTestId("status-facebook").getByRole("button", { name: "Connect Facebook" }).click();
  const dialog = page.getByRole("dialog", { name: "Which Page should post?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Olive Side Project");
  await dialog.getByText("Olive Bakery").click();
  await expect(dialog.getByLabel("Connect its Instagram account too")).toBeChecked();
  await dialog.getByRole("button", { name: "Use this Page" }).click();
  await expect(page.getByText("Olive Bakery and Instagram @olivebakery").first()).toBeVisible();
  await expect(page.getByTestId("oauth-facebook")).toHaveText("Connected as Olive Bakery");
  await expect(page.getByTestId("oauth-instagram")).toHaveText("Connected as @olivebakery");
  await expect(page.getByTestId("status-instagram").getByRole("button", { name: "Reconnect Instagram" })).toBeVisible();
});

test("during setup, step 3's Connect goes to the sign-in and back to the same step, with the answers as typed", async ({
  page,
}) => {
  await signUpViaApi(page.request, { onboard: false });
  await page.goto("/");
  await page.getByLabel("Business name").fill("Olive Bakery");
  await choose(page, "Business niche", "Food & Beverage");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await page.getByLabel("Twitter", { exact: true }).check();
  await page.getByLabel("Twitter handle").fill("@oliveco");
  await page.getByLabel("Facebook", { exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  // Connect, with the paste-a-token form kept as the manual path.
  await expect(page.getByTestId("credentials-connect-twitter")).toBeVisible();
  await expect(page.getByLabel("Twitter access token")).toBeVisible();

  // X: back at step 3, told who is connected, nothing left to paste.
  await page.getByRole("button", { name: "Connect X" }).click();
  await expect(page.getByText("X connected").first()).toBeVisible();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("credentials-connected-twitter")).toContainText("Connected with one click as @oliveco");
  await expect(page.getByLabel("Twitter access token")).toHaveCount(0);

  // Facebook: the Page is picked on return, with its Instagram account.
  await page.getByRole("button", { name: "Connect Facebook" }).click();
  const dialog = page.getByRole("dialog", { name: "Which Page should post?" });
  await dialog.getByText("Olive Bakery").click();
  await dialog.getByRole("button", { name: "Use this Page" }).click();
  await expect(page.getByTestId("credentials-connected-facebook")).toContainText(
    "Connected with one click as Olive Bakery",
  );
  await screenshotBoth(page, "onboarding-connected");
  // Nothing kept in the browser once back; the answers of the earlier steps are as typed.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Twitter handle")).toHaveValue("@oliveco");
  await expect(page.getByLabel("Facebook", { exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Business name")).toHaveValue("Olive Bakery");

  // Finishing the setup with the token fields empty keeps both connections.
  const done = await page.request.post("/api/onboarding/complete", {
    data: {
      ...onboardingAnswers,
      socialMediaPlatforms: ["twitter", "facebook"],
      twitterAccessToken: "",
      facebookAccessToken: "",
    },
  });
  expect(done.status()).toBe(200);
  const connections = (await (await page.request.get("/api/posts/connections")).json()) as {
    platform: string;
    via: string;
  }[];
  expect(
    connections
      .filter((c) => c.via === "oauth")
      .map((c) => c.platform)
      .sort(),
  ).toEqual(["facebook", "instagram", "twitter"]);
});

test("a platform's sign-in that comes back to a browser not signed in here ends on the sign-in page, saying what to do", async ({
  page,
}) => {
  await page.goto("/api/social/twitter/callback?code=abc&state=not-signed-in-here");
  await expect(page).toHaveURL(/\/api\/login\?connect=twitter$/);
  const notice = page.getByRole("status").filter({ hasText: "X was not connected" });
  await expect(notice).toContainText("this browser is not signed in at");
  await expect(notice).toContainText("and press Connect again in Settings → Social Media.");
  await expect(page.getByRole("heading", { name: "Sign in to Microteam" })).toBeVisible();
});
