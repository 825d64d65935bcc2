// The face of core/reminders: all that other modules may import from it (eslint/module-boundaries.js).
export { triggerAutoReminders } from "./trigger";
export { getClientReminders, ReminderOverrideInput, setClientReminders, setInvoiceReminders } from "./overrides";
export { getReminderSettings, ReminderSettingsInput, setReminderSettings } from "./settings";
export { ClientReminders, InvoiceReminderPlan, LateFeeWaived, ReminderSettingsView } from "./views";
export { getInvoiceReminderPlan } from "./invoice-plan";
export { waiveLateFee } from "./waive-late-fee";
export { ReminderOutcome, runReminderJob } from "./run";
