import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export { expect };

const SHOTS = path.resolve("test-results/screenshots");
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const onboardingAnswers = {
  businessName: "Olive & Co Consulting",
  businessNiche: "Consulting & Professional Services",
  socialMediaPlatforms: [],
  defaultHourlyRate: "90",
  defaultCurrency: "USD",
  paymentTerms: "30",
  primaryGoals: ["Streamline invoicing process"],
  contentFrequency: "weekly",
  automationLevel: "moderate",
  timeZone: "UTC",
};

export const uniqueEmail = (prefix = "owner") =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Signs up through the API; the page's context shares the session cookie. */
export async function signUpViaApi(
  request: APIRequestContext,
  options: { onboard?: boolean; firstName?: string } = {},
) {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const res = await request.post("/api/auth/signup", {
    data: { email, password, firstName: options.firstName ?? "Olive", lastName: "Owner" },
  });
  expect(res.status()).toBe(201);
  if (options.onboard !== false) {
    const done = await request.post("/api/onboarding/complete", { data: onboardingAnswers });
    expect(done.status()).toBe(200);
  }
  return { email, password };
}

/** Keeps a screenshot of the page at desktop and phone widths as a test artifact. */
export async function screenshotBoth(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(original);
}

/** Chooses an option of a Radix select named by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label, { exact: typeof label === "string" }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fails the test on any uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // A script, style or frame the Content-Security-Policy blocked is a broken page too.
      page.on("console", (m) => {
        if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export interface SunkMail {
  to: string[];
  messageId: string | null;
  from: { name: string; address: string } | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/** The emails the app delivered over SMTP to the tests' mail sink (e2e/support/mail-sink.ts). */
export async function sunkMail(): Promise<SunkMail[]> {
  const res = await fetch(`${process.env.E2E_MAIL_SINK}/messages`);
  return (await res.json()) as SunkMail[];
}

/** Waits until an email matching `match` has arrived at the sink, and returns it. */
export async function waitForMail(match: (m: SunkMail) => boolean): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(async () => (found = (await sunkMail()).find(match)), { timeout: 15_000, message: "an email to arrive" })
    .toBeTruthy();
  return found!;
}
