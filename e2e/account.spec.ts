import { choose, expect, screenshotBoth, signUpViaApi, test, uniqueEmail, waitForMail } from "./support/fixtures";

test("a newcomer starts the trial, is held in onboarding, completes it and reaches the dashboard", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your 2-Week Free Trial" }).first().click();
  await expect(page).toHaveURL(/\/api\/login/);
  await screenshotBoth(page, "sign-in");
  await page
    .getByRole("button", { name: /create an account/i })
    .first()
    .click();
  await page.getByLabel("First name").fill("Olive");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByRole("button", { name: /create (my )?account/i }).click();

  // Held in onboarding, whatever the path.
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await screenshotBoth(page, "onboarding");

  // Step 1: the validation messages.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Business name is required")).toBeVisible();
  await expect(page.getByText("Business niche is required")).toBeVisible();
  await page.getByLabel("Business name").fill("Olive & Co Consulting");
  await choose(page, "Business niche", "Consulting & Professional Services");
  await page.getByLabel("Website").fill("not a url");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/valid URL/)).toBeVisible();
  await page.getByLabel("Website").fill("https://olive.example.com");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2 with no platform skips the credentials step, both ways.
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(page.getByText("Select at least one social media platform")).toBeVisible();
  await page.getByRole("button", { name: "Skip API Setup" }).click();
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();

  // With a platform, step 3 asks for its credentials.
  await page.getByLabel("LinkedIn", { exact: true }).check();
  await page.getByLabel("LinkedIn profile URL").fill("https://linkedin.com/in/olive");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await page.getByLabel("LinkedIn access token").fill("li-secret-token");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 4 has the defaults; step 5 needs a goal.
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await expect(page.getByLabel("Hourly rate")).toHaveValue("75");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 5 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page.getByText("Select at least one goal")).toBeVisible();
  await page.getByLabel("Streamline invoicing process").check();
  await page.getByRole("button", { name: "Complete Setup" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Good (morning|afternoon|evening), Olive/)).toBeVisible();
  await expect(page.getByText("Here's what needs your attention today")).toBeVisible();
  await screenshotBoth(page, "dashboard");

  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({
    onboardingCompleted: true,
    businessName: "Olive & Co Consulting",
    website: "https://olive.example.com",
    socialMediaPlatforms: ["linkedin"],
    linkedinProfile: "https://linkedin.com/in/olive",
    connected: { linkedin: true },
    defaultHourlyRate: "75",
    paymentTerms: "30",
    primaryGoals: ["Streamline invoicing process"],
    subscriptionTier: "starter",
    subscriptionStatus: "trial",
  });
  expect(JSON.stringify(me)).not.toContain("li-secret-token");
});

test("every settings tab saves, and the values are there after a reload", async ({ page }) => {
  const { password } = await signUpViaApi(page.request);
  await page.goto("/profile");
  await expect(page.getByLabel("First name")).toHaveValue("Olive");
  await screenshotBoth(page, "settings-profile");

  await page.getByLabel("First name").fill("");
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByLabel("First name").fill("Olivia");
  await page.getByLabel("Email").fill(uniqueEmail("olivia"));
  // A new sign-in email needs the current password.
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("Business description").fill("Strategy for small bakeries");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();

  await page.getByRole("tab", { name: "Social Media" }).click();
  await expect(page).toHaveURL(/tab=social/);
  await page.getByLabel("Instagram handle").fill("@olivia");
  await page.getByLabel("Instagram access token").fill("ig-token-xyz");
  await page.getByRole("button", { name: "Save Social Media Settings" }).click();
  await expect(page.getByText("Social Media Updated").first()).toBeVisible();

  await page.getByRole("tab", { name: "Billing" }).click();
  await page.getByLabel("Default hourly rate").fill("120");
  await choose(page, "Currency", "EUR");
  await choose(page, "Payment terms", "45 days");
  await page.getByRole("button", { name: "Save Billing Settings" }).click();
  await expect(page.getByText("Billing Updated").first()).toBeVisible();

  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Daily Task Updates" })).toBeChecked();
  await page.getByRole("switch", { name: "Email Notifications" }).click();
  await page.getByRole("switch", { name: "Invoice Reminders" }).click();
  await page.getByRole("button", { name: "Save Notification Settings" }).click();
  await expect(page.getByText("Notification Settings Updated").first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Invoice Reminders" })).not.toBeChecked();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("First name")).toHaveValue("Olivia");
  await expect(page.getByLabel("Business description")).toHaveValue("Strategy for small bakeries");
  await page.getByRole("tab", { name: "Social Media" }).click();
  await expect(page.getByLabel("Instagram handle")).toHaveValue("@olivia");
  await expect(page.getByLabel("Instagram access token")).toHaveValue("");
  await expect(page.getByLabel("Connection status").getByText("Connected", { exact: true })).toHaveCount(1);
  await screenshotBoth(page, "settings-social");
  await page.getByRole("tab", { name: "Billing" }).click();
  await expect(page.getByLabel("Default hourly rate")).toHaveValue("120");
  await expect(page.getByLabel("Currency")).toContainText("EUR");
  await expect(page.getByLabel("Payment terms")).toContainText("45 days");
  await screenshotBoth(page, "settings-billing");
  await page.getByRole("tab", { name: "Security" }).click();
  await screenshotBoth(page, "settings-security");
  await page.goto("/profile?tab=notifications");
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeVisible();
  await screenshotBoth(page, "settings-notifications");
});

test("the owner changes the password and signs in with the new one", async ({ page }) => {
  const { email, password } = await signUpViaApi(page.request);
  await page.goto("/profile?tab=security");
  await page.getByLabel("Current password").fill("wrong password");
  await page.getByLabel("New password").fill("new secret 123");
  await page.getByLabel("Confirm password").fill("something else");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm password").fill("new secret 123");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password Update Failed").first()).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill("new secret 123");
  await page.getByLabel("Confirm password").fill("new secret 123");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password Updated").first()).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page
    .getByRole("button", { name: /user menu|olive/i })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Start Your 2-Week Free Trial" }).first()).toBeVisible();

  await page.goto("/api/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("new secret 123");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(/Good (morning|afternoon|evening), Olive/)).toBeVisible();
});

test("a support request is stored and emailed to the support mailbox", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/help");
  await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
  await screenshotBoth(page, "help");
  await page.getByLabel("Name").fill("Olive Owner");
  await page.getByLabel("Question").fill("short");
  await page.getByRole("button", { name: "Send Support Request" }).click();
  await expect(page.getByText("Please provide more details (at least 10 characters)")).toBeVisible();
  await page.getByLabel("Question").fill("How do I connect my Instagram business account?");
  await page.getByRole("button", { name: "Send Support Request" }).click();
  await expect(page.getByText("Support request sent!").first()).toBeVisible();
  await expect(page.getByLabel("Question")).toHaveValue("");
  await expect(page.getByLabel("Name")).toHaveValue("Olive Owner");

  const outbox = await (await page.request.get("/api/outbox")).json();
  expect(outbox[0]).toMatchObject({
    kind: "support",
    to: "support@microteam.test",
    subject: "Support request from Olive Owner",
  });
  expect(outbox[0].body).toContain("How do I connect my Instagram business account?");
  const received = await waitForMail((m) => m.subject === "Support request from Olive Owner");
  expect(received.to).toEqual(["support@microteam.test"]);
  expect(received.text).toContain("How do I connect my Instagram business account?");
});

test("a signed-in owner buys the Pro plan in demo mode", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/checkout?tier=pro");
  await expect(page.getByText("Founding Member - Pro Plan")).toBeVisible();
  await expect(page.getByText(/\$99/).first()).toBeVisible();
  await page.getByLabel("Name on card").fill("Olive Owner");
  await page.getByRole("button", { name: "Start Pro Plan - $59/mo" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Your Micro-Team!" })).toBeVisible();
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ subscriptionTier: "pro", subscriptionStatus: "active" });
  await page.getByRole("link", { name: "Go to Your Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the header navigates and the phone layout has the bottom navigation", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "The Admin" }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  // Header and bottom navigation share the name "Main"; only one is shown at a time.
  const bottom = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
  await expect(bottom).toBeVisible();
  for (const item of ["Dashboard", "Content", "Clients", "Invoices", "Analytics"]) {
    await expect(bottom.getByRole("link", { name: item })).toBeVisible();
  }
  await page.screenshot({ path: "test-results/screenshots/dashboard-bottom-nav-phone.png" });
});
