// The product's fixed lists (spec 000 §9). The web forms and the server validation read the same lists.

export const PRODUCT_NAME = "Microteam";

export const NICHES = [
  "Consulting & Professional Services",
  "E-commerce & Retail",
  "Health & Wellness",
  "Technology & Software",
  "Real Estate",
  "Finance & Accounting",
  "Marketing & Advertising",
  "Education & Training",
  "Creative Services & Design",
  "Food & Beverage",
  "Travel & Hospitality",
  "Fitness & Personal Training",
  "Legal Services",
  "Home Services",
  "Other",
] as const;

export const PLATFORMS = ["twitter", "linkedin", "facebook", "instagram"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = {
  twitter: "Twitter",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

export const GOALS = [
  "Generate more leads",
  "Increase social media presence",
  "Automate client management",
  "Streamline invoicing process",
  "Create consistent content",
  "Improve productivity",
  "Scale business operations",
] as const;

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;

/** Payment terms are stored as a text number of days; "immediate" is 0 days. */
export const ONBOARDING_PAYMENT_TERMS = [
  { value: "0", label: "Immediate" },
  { value: "7", label: "7 days" },
  { value: "15", label: "15 days" },
  { value: "30", label: "30 days" },
  { value: "60", label: "60 days" },
] as const;
export const SETTINGS_PAYMENT_TERMS = [
  { value: "15", label: "15 days" },
  { value: "30", label: "30 days" },
  { value: "45", label: "45 days" },
  { value: "60", label: "60 days" },
] as const;

export const CONTENT_FREQUENCIES = [
  { value: "multiple-daily", label: "Multiple times a day" },
  { value: "daily", label: "Daily" },
  { value: "few-times-week", label: "A few times a week" },
  { value: "weekly", label: "Weekly" },
  { value: "occasional", label: "Occasionally" },
] as const;

export const AUTOMATION_LEVELS = [
  { value: "minimal", label: "Minimal: I review everything" },
  { value: "moderate", label: "Moderate: automate the routine" },
  { value: "high", label: "High: automate as much as possible" },
] as const;

export const ONBOARDING_DEFAULTS = {
  defaultHourlyRate: "75",
  defaultCurrency: "USD",
  paymentTerms: "30",
  contentFrequency: "daily",
  automationLevel: "moderate",
} as const;

export const TRIAL_DAYS = 14;
export const PASSWORD_MIN_LENGTH = 8;
/** A client with no contact for this many days is quiet: the focus engine suggests a check-in, the
 * strategist counts them, the example workflows pick them. */
export const IDLE_CLIENT_DAYS = 21;
