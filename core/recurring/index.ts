// The face of core/recurring: all that other modules may import from it (eslint/module-boundaries.js).
export { getRecurringSeries, listRecurringSeries, listSeriesInvoices, seriesInvoices, seriesList } from "./list";
export {
  CreateRecurringInput,
  RecurringInvoiceView,
  RecurringPreview,
  RecurringRun,
  RecurringSeriesStarted,
  RecurringSeriesView,
} from "./schemas";
export { endRecurringSeries, pauseRecurringSeries, resumeRecurringSeries } from "./change-status";
export { createRecurringSeries } from "./create";
export { previewRecurringSeries } from "./preview";
export { runRecurringJob } from "./run";
