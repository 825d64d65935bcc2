import {
  ReminderOverrideInput,
  ReminderSettingsInput,
  ClientReminders,
  InvoiceReminderPlan,
  LateFeeWaived,
  ReminderSettingsView,
} from "@core/reminders";
import { describeRoutes } from "../openapi/describe";

const RULES = "docs/decisions/210-reminder-schedules.md, 211-late-fees.md, 212-adaptive-cadence.md";

export const reminderDocs = describeRoutes("Reminders", {
  getSettings: {
    summary: "The owner's reminder schedule, adaptive switch and late fee",
    returns: ReminderSettingsView,
    description: `\`{schedule, adaptive, lateFee, note}\`: the note is the sentence the overdue panel shows (spec 001's "Reminders are sent automatically at 1, 3 and 7 days past due." when nothing is set). Rules: ${RULES}.`,
  },
  putSettings: {
    summary: "Set the owner's reminder schedule, adaptive switch or late fee",
    returns: ReminderSettingsView,
    body: ReminderSettingsInput,
    description: `Any of \`{schedule: {steps, repeatEvery} | null, adaptive, lateFee: {kind, amount | rate, afterDays, repeatEvery} | null}\`; null goes back to the default. 400 names the field (\`schedule.steps\`, \`lateFee.rate\`…), nothing written.`,
  },
  getClientsById: {
    summary: "A client's own reminder schedule and pause",
    returns: ClientReminders,
    description: `\`{schedule, paused, effective, reason}\`: what applies to this client's invoices and why.`,
  },
  putClientsById: {
    summary: "Set or clear a client's reminder schedule, or pause them",
    returns: ClientReminders,
    body: ReminderOverrideInput,
    description: `\`{schedule: {steps, repeatEvery} | null, paused}\`; null follows the owner's schedule again.`,
  },
  getInvoicesById: {
    summary: "An invoice's reminder plan",
    returns: InvoiceReminderPlan,
    description: `Where its schedule comes from (invoice, client, owner, default), the adaptive reason in words, the steps sent and the next ones, its late fees with Waive, and the pause.`,
  },
  putInvoicesById: {
    summary: "Set or clear an invoice's reminder schedule, or pause it",
    returns: InvoiceReminderPlan,
    body: ReminderOverrideInput,
    errors: [409],
    description: `Answers the invoice's reminder plan; 409 for a paid or void invoice.`,
  },
  postInvoicesByIdLateFeesByFeeIdWaive: {
    summary: "Waive a late fee",
    returns: LateFeeWaived,
    errors: [409],
    description: `Removes the fee's line (recorded in the history) and keeps its period so it is never charged again; settles the invoice when payments already cover the rest; 409 when payments already cover part of the fee, or the invoice is paid or void.`,
  },
});
