import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@core/db";
import { makeTestApp, onboardingAnswers, sessionCookie } from "../../test/app";

const storedUser = (t: ReturnType<typeof makeTestApp>, id: string) =>
  t.db.select().from(users).where(eq(users.id, id)).get()!;

describe("POST /api/onboarding/complete", () => {
  it("stores every answer and marks onboarding completed", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    const res = await t.call("POST", "/api/onboarding/complete", { cookie, body: onboardingAnswers });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      onboardingCompleted: true,
      businessName: "Olive & Co Consulting",
      businessNiche: "Consulting & Professional Services",
      businessDescription: "Strategy for small bakeries",
      website: "https://olive.example.com",
      socialMediaPlatforms: ["twitter", "linkedin"],
      twitterHandle: "@oliveco",
      linkedinProfile: "https://linkedin.com/in/olive",
      defaultHourlyRate: "95",
      defaultCurrency: "EUR",
      paymentTerms: "15",
      primaryGoals: ["Generate more leads", "Streamline invoicing process"],
      contentFrequency: "weekly",
      automationLevel: "high",
      timeZone: "Europe/Paris",
      connected: { twitter: true, linkedin: true, facebook: false, instagram: false },
    });
    expect(res.text).not.toContain("tw-token-123");
    expect(res.text).not.toContain("tw-secret-456");
    const row = storedUser(t, user.id);
    expect(row.onboardingCompleted).toBe(true);
    expect(row.twitterAccessToken).toMatch(/^v1:/);
    expect(t.services.secrets.open(row.twitterAccessToken!, { userId: user.id, field: "twitterAccessToken" })).toBe(
      "tw-token-123",
    );
  });

  it("answers 400 with the spec's message for each missing field and changes nothing", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    const res = await t.call("POST", "/api/onboarding/complete", {
      cookie,
      body: { businessName: " ", website: "not a url", primaryGoals: [] },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      businessName: "Business name is required",
      businessNiche: "Business niche is required",
      website: "Please enter a valid URL (starting with https://)",
      defaultHourlyRate: "Hourly rate is required",
      defaultCurrency: "Currency is required",
      paymentTerms: "Payment terms are required",
      primaryGoals: "Select at least one goal",
      contentFrequency: "Content frequency is required",
      automationLevel: "Automation preference is required",
    });
    expect(storedUser(t, user.id).onboardingCompleted).toBe(false);
    expect(storedUser(t, user.id).businessName).toBeNull();
  });

  it("accepts no social platform at all (the wizard's skip path)", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/onboarding/complete", {
      cookie,
      body: { ...onboardingAnswers, socialMediaPlatforms: [], twitterAccessToken: "", linkedinAccessToken: "" },
    });
    expect(res.status).toBe(200);
    expect(res.json.connected.twitter).toBe(false);
  });

  it("refuses an unknown niche, platform, currency and time zone", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("POST", "/api/onboarding/complete", {
      cookie,
      body: {
        ...onboardingAnswers,
        businessNiche: "Piracy",
        socialMediaPlatforms: ["myspace"],
        defaultCurrency: "XYZ",
        timeZone: "Mars/Olympus",
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual([
      "businessNiche",
      "defaultCurrency",
      "socialMediaPlatforms.0",
      "timeZone",
    ]);
  });

  it("requires a signed-in owner", async () => {
    const t = makeTestApp();
    expect((await t.call("POST", "/api/onboarding/complete", { body: onboardingAnswers })).status).toBe(401);
  });
});

describe("settings", () => {
  it("updates the profile and refuses bad fields and a taken email", async () => {
    const t = makeTestApp();
    const { cookie, user, password } = await t.signUp();
    await t.signUp("taken@example.com");
    const ok = await t.call("PUT", "/api/user/profile", {
      cookie,
      body: {
        currentPassword: password,
        firstName: "Olive",
        lastName: "Oyl",
        email: "olive@example.com",
        businessName: "Olive Studio",
        businessNiche: "Creative Services & Design",
        businessDescription: "Brand design",
        website: "",
        timeZone: "America/New_York",
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      lastName: "Oyl",
      email: "olive@example.com",
      website: null,
      timeZone: "America/New_York",
    });

    const bad = await t.call("PUT", "/api/user/profile", {
      cookie,
      body: { firstName: "", lastName: "", email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
    });
    const taken = await t.call("PUT", "/api/user/profile", {
      cookie,
      body: { firstName: "A", lastName: "B", email: "taken@example.com", currentPassword: password },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.fields.email).toBe("That email belongs to another account");
    expect(storedUser(t, user.id).email).toBe("olive@example.com");
  });

  it("encrypts social tokens, never returns them, keeps them when blank and removes them on null", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    const saved = await t.call("PUT", "/api/user/social-media", {
      cookie,
      body: { instagramHandle: "@olive", instagramAccessToken: "ig-secret-token", instagramBusinessId: "1789" },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.connected.instagram).toBe(true);
    expect(saved.json.storedSecrets.instagramAccessToken).toBe(true);
    expect(saved.text).not.toContain("ig-secret-token");
    const profile = await t.call("GET", "/api/user/profile", { cookie });
    expect(profile.text).not.toContain("ig-secret-token");
    expect(storedUser(t, user.id).instagramAccessToken).not.toContain("ig-secret-token");

    const kept = await t.call("PUT", "/api/user/social-media", {
      cookie,
      body: { instagramHandle: "@olive2", instagramAccessToken: "" },
    });
    expect(kept.json).toMatchObject({ instagramHandle: "@olive2", connected: { instagram: true } });

    const removed = await t.call("PUT", "/api/user/social-media", { cookie, body: { instagramAccessToken: null } });
    expect(removed.json.connected.instagram).toBe(false);
    expect(storedUser(t, user.id).instagramAccessToken).toBeNull();
  });

  it("a sealed token does not open for another owner", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    await t.call("PUT", "/api/user/social-media", { cookie, body: { twitterAccessToken: "secret" } });
    const sealed = storedUser(t, user.id).twitterAccessToken!;
    expect(() => t.services.secrets.open(sealed, { userId: "someone-else", field: "twitterAccessToken" })).toThrow();
  });

  it("updates billing and names each missing field", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const ok = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: {
        defaultHourlyRate: "120",
        defaultCurrency: "GBP",
        paymentTerms: "45",
        bankTransferDetails: "IBAN GB00 1234",
      },
    });
    expect(ok.json).toMatchObject({
      defaultHourlyRate: "120",
      defaultCurrency: "GBP",
      paymentTerms: "45",
      bankTransferDetails: "IBAN GB00 1234",
    });
    const bad = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultHourlyRate: "", defaultCurrency: "", paymentTerms: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({
      defaultHourlyRate: "Hourly rate is required",
      defaultCurrency: "Currency is required",
      paymentTerms: "Payment terms are required",
    });
    const profile = await t.call("GET", "/api/user/profile", { cookie });
    expect(profile.json.defaultHourlyRate).toBe("120");
  });

  it("stores the notification switches, with the spec's defaults", async () => {
    const t = makeTestApp();
    const { cookie, user } = await t.signUp();
    expect(user).toMatchObject({
      emailNotifications: false,
      invoiceReminders: true,
      contentPublishing: true,
      dailyTaskUpdates: true,
    });
    const res = await t.call("PUT", "/api/user/notifications", {
      cookie,
      body: { emailNotifications: true, invoiceReminders: false, contentPublishing: true, dailyTaskUpdates: false },
    });
    expect(res.json).toMatchObject({ emailNotifications: true, invoiceReminders: false, dailyTaskUpdates: false });
    const bad = await t.call("PUT", "/api/user/notifications", { cookie, body: { emailNotifications: "yes" } });
    expect(bad.status).toBe(400);
    expect(storedUser(t, user.id).emailNotifications).toBe(true);
  });
});

describe("PUT /api/user/password", () => {
  it("checks the current password, changes it and ends the other sessions", async () => {
    const t = makeTestApp();
    const { cookie, email, password } = await t.signUp();
    const other = sessionCookie((await t.call("POST", "/api/auth/signin", { body: { email, password } })).headers);

    const wrong = await t.call("PUT", "/api/user/password", {
      cookie,
      body: { currentPassword: "not it", newPassword: "brand new pass" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ currentPassword: "Current password is incorrect" });
    expect((await t.call("POST", "/api/auth/signin", { body: { email, password } })).status).toBe(200);

    const ok = await t.call("PUT", "/api/user/password", {
      cookie,
      body: { currentPassword: password, newPassword: "brand new pass" },
    });
    expect(ok.status).toBe(200);
    expect((await t.call("POST", "/api/auth/signin", { body: { email, password } })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/signin", { body: { email, password: "brand new pass" } })).status).toBe(
      200,
    );
    expect((await t.call("GET", "/api/auth/user", { cookie })).status).toBe(200);
    expect((await t.call("GET", "/api/auth/user", { cookie: other })).status).toBe(401);
  });

  it("validates both fields", async () => {
    const t = makeTestApp();
    const { cookie } = await t.signUp();
    const res = await t.call("PUT", "/api/user/password", {
      cookie,
      body: { currentPassword: "", newPassword: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({
      currentPassword: "Current password is required",
      newPassword: "Password must be at least 8 characters",
    });
  });
});
