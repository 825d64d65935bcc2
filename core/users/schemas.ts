// Input schemas of the account calls. The web forms use these same schemas, so a message the server
// sends and the one shown under a field are the same text (spec 000 §5).
import { z } from "zod";
import { AUTOMATION_LEVELS, CONTENT_FREQUENCIES, CURRENCIES, GOALS, NICHES, PLATFORMS } from "../catalog";
import { isSingleLine, noControlCharacters, optionalText, timeZoneField, urlOrEmpty, newPassword } from "../validation";

/** The options' values, as the literal union they are (so a form's output and the API client agree). */
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isSingleLine, noControlCharacters);

const nicheField = (message: string) =>
  required(message)
    .refine((v) => (NICHES as readonly string[]).includes(v), { error: "Choose a niche from the list" })
    // The document shows the list the refine checks (QA 255 F5).
    .meta({ enum: [...NICHES] });

const hourlyRate = required("Hourly rate is required").refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), {
  error: "Hourly rate must be a number, like 75 or 82.50",
});
const currency = z.enum(CURRENCIES, { error: "Currency is required" });
const paymentTerms = required("Payment terms are required").refine((v) => /^\d{1,3}$/.test(v) && Number(v) <= 365, {
  error: "Payment terms must be a number of days between 0 and 365",
});

/** Handles, page URLs and ids: plain optional text. */
const socialText = optionalText(300);
/**
 * A token or secret. An empty string or an absent field keeps what is stored (the browser never
 * receives the stored value, so it cannot send it back); null removes it.
 */
const secretField = z.string().trim().max(4000, { error: "Must be at most 4000 characters" }).optional().nullable();

export const SocialMediaInput = z.object({
  twitterHandle: socialText,
  twitterAccessToken: secretField,
  twitterAccessSecret: secretField,
  linkedinProfile: socialText,
  linkedinAccessToken: secretField,
  facebookPage: socialText,
  facebookAccessToken: secretField,
  facebookPageId: socialText,
  instagramHandle: socialText,
  instagramAccessToken: secretField,
  instagramBusinessId: socialText,
});
export type SocialMediaInput = z.infer<typeof SocialMediaInput>;

export const SECRET_FIELDS = [
  "twitterAccessToken",
  "twitterAccessSecret",
  "linkedinAccessToken",
  "facebookAccessToken",
  "instagramAccessToken",
] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

export const OnboardingInput = z
  .object({
    businessName: required("Business name is required").max(200),
    businessNiche: nicheField("Business niche is required"),
    businessDescription: optionalText(2000),
    website: urlOrEmpty,
    socialMediaPlatforms: z.array(z.enum(PLATFORMS)).max(PLATFORMS.length).default([]),
    defaultHourlyRate: hourlyRate,
    defaultCurrency: currency,
    paymentTerms,
    primaryGoals: z
      .array(z.enum(GOALS, { error: "Choose goals from the list" }), { error: "Select at least one goal" })
      .min(1, { error: "Select at least one goal" }),
    contentFrequency: z.enum(values(CONTENT_FREQUENCIES), {
      error: "Content frequency is required",
    }),
    automationLevel: z.enum(values(AUTOMATION_LEVELS), {
      error: "Automation preference is required",
    }),
    timeZone: timeZoneField.optional(),
  })
  .extend(SocialMediaInput.shape);
export type OnboardingInput = z.infer<typeof OnboardingInput>;

export const ProfileInput = z.object({
  firstName: required("First name is required").max(100),
  lastName: required("Last name is required").max(100),
  email: z.email({ error: "Invalid email address" }).max(254),
  businessName: optionalText(200),
  businessNiche: z
    .string()
    .meta({ enum: ["", ...NICHES] })
    .refine((v) => v === "" || (NICHES as readonly string[]).includes(v), { error: "Choose a niche from the list" })
    .optional()
    .nullable(),
  businessDescription: optionalText(2000),
  website: urlOrEmpty,
  timeZone: timeZoneField.optional(),
  /** Needed only when `email` changes. */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

export const BillingInput = z.object({
  defaultHourlyRate: hourlyRate,
  defaultCurrency: currency,
  paymentTerms,
  bankTransferDetails: optionalText(1000),
  /** Printed on every new invoice (VAT number, EIN, ABN…). */
  taxId: optionalText(50).refine((v) => !v || isSingleLine(v), noControlCharacters),
  /** A new home currency that drops recorded exchange rates is saved only with `confirm: true` (decision 296). */
  confirm: z.boolean({ error: "confirm must be true or false" }).optional().default(false),
});
export type BillingInput = z.infer<typeof BillingInput>;

export const NotificationSettingsInput = z.object({
  emailNotifications: z.boolean({ error: "Must be on or off" }),
  invoiceReminders: z.boolean({ error: "Must be on or off" }),
  contentPublishing: z.boolean({ error: "Must be on or off" }),
  dailyTaskUpdates: z.boolean({ error: "Must be on or off" }),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInput>;

/** What the server receives (spec 000 §7.2: currentPassword and newPassword only). */
export const PasswordChangeInput = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { error: "Current password is required" }),
  newPassword,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

/** The form adds the confirmation (spec 000 §5.5). */
export const PasswordFormInput = PasswordChangeInput.extend({
  confirmPassword: z.string().min(1, { error: "Please confirm your password" }),
}).refine((v) => v.newPassword === v.confirmPassword, {
  error: "Passwords don't match",
  path: ["confirmPassword"],
});
export type PasswordFormInput = z.infer<typeof PasswordFormInput>;
