import { DeleteAccountInput } from "@core/account";
import {
  BillingInput,
  NotificationSettingsInput,
  OnboardingInput,
  PasswordChangeInput,
  ProfileInput,
  SocialMediaInput,
  PublicUser,
} from "@core/users";
import { Done, DoneMessage } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const userDocs = describeRoutes("Account", {
  getExport: {
    summary: "Export the account",
    returns: { file: "application/zip" },
    description: `\`microteam-export-YYYY-MM-DD.zip\`: \`data.json\` (every owned table, no credentials or encrypted tokens), \`clients.csv\`, \`invoices.csv\`.`,
  },
  delete: {
    summary: "Delete the account",
    returns: Done,
    access: "session",
    body: DeleteAccountInput,
    description: `Session only. \`{success: true}\`: the account and all it owns deleted, cookie cleared; 400 \`fields.password\` / \`fields.confirmation\`.`,
  },
  getProfile: {
    summary: "The owner's profile",
    returns: PublicUser,
    description: `\`PublicUser\`.`,
  },
  putProfile: {
    summary: "Update the profile",
    returns: PublicUser,
    body: ProfileInput,
    errors: [409],
    description: `\`PublicUser\`; changing the email is session only (403 with a token) and 400 \`fields.currentPassword\` without the right password; 409 when the email belongs to another account.`,
  },
  putSocialMedia: {
    summary: "Update social accounts and tokens",
    returns: PublicUser,
    body: SocialMediaInput,
    description: `\`PublicUser\`. Secret fields: empty or absent keeps the stored value, null removes it.`,
  },
  putBilling: {
    summary: "Update billing details",
    returns: PublicUser,
    body: BillingInput,
    errors: [409],
    description: `\`PublicUser\`. A new \`defaultCurrency\` that would drop exchange rates recorded on invoices answers 409 \`CONFIRMATION_REQUIRED\` naming \`fields.defaultCurrency\` with \`details: {ratesDropped, invoiceNumbers}\` and writes nothing; send it again with \`confirm: true\` (decision 296).`,
  },
  putNotifications: {
    summary: "Update notification settings",
    returns: PublicUser,
    body: NotificationSettingsInput,
    description: `\`PublicUser\`.`,
  },
  putPassword: {
    summary: "Change the password",
    returns: DoneMessage,
    access: "session",
    body: PasswordChangeInput,
    description: `Session only. \`{success, message}\`; 400 \`fields.currentPassword\` when wrong, \`fields.newPassword\` when weak.`,
  },
});

export const onboardingDocs = describeRoutes("Account", {
  postComplete: {
    summary: "Finish onboarding",
    returns: PublicUser,
    body: OnboardingInput,
    description: `\`PublicUser\` with \`onboardingCompleted: true\`.`,
  },
});
