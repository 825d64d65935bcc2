import {
  seriesInvoices,
  seriesList,
  CreateRecurringInput,
  RecurringInvoiceView,
  RecurringPreview,
  RecurringRun,
  RecurringSeriesStarted,
  RecurringSeriesView,
} from "@core/recurring";
import { describeRoutes } from "../openapi/describe";

const RULES = "docs/decisions/200-recurring-invoices.md";

export const recurringDocs = describeRoutes("Recurring invoices", {
  get: {
    summary: "List recurring series",
    query: seriesList.schema,
    returns: { page: RecurringSeriesView },
    description: `A page of \`RecurringSeries\` (docs/api.md "Recurring invoices"), newest first; \`status\` filters, \`q\` searches client, description and id.`,
  },
  post: {
    summary: "Start a recurring series",
    returns: RecurringSeriesStarted,
    body: CreateRecurringInput,
    status: 201,
    description: `The lines (the invoice's rule), the repeat rule (\`unit\`: day, week, month or month_day; \`every\`; \`dayOfMonth\`), \`startDate\`, an optional \`endDate\` or \`count\`, \`dueDays\` and \`sendEmail\`. Missed periods are made at once; a rule with no end that would make more than a year of invoices is a 400 on \`startDate\`; \`sendEmail\` for a client without an email is a 400. Rules: ${RULES}.`,
  },
  postPreview: {
    summary: "Preview a series' dates",
    returns: RecurringPreview,
    body: CreateRecurringInput,
    description: `The rule in words, the first 12 dates and how many invoices creating the series now would make; nothing is written.`,
  },
  postRunDue: {
    summary: "Make this owner's due recurring invoices now",
    returns: RecurringRun,
    description: `What the job would make for this owner at this moment, each period once (the same claim as the job).`,
  },
  getById: {
    summary: "Get a recurring series",
    returns: RecurringSeriesView,
    description: `\`RecurringSeries\` with its next dates.`,
  },
  getByIdInvoices: {
    summary: "The invoices a series made",
    query: seriesInvoices.schema,
    returns: { page: RecurringInvoiceView },
    description: `A page of \`InvoiceView\`, newest period first.`,
  },
  postByIdPause: {
    summary: "Pause a series",
    returns: RecurringSeriesView,
    errors: [409],
    description: `\`RecurringSeries\`; 409 unless active.`,
  },
  postByIdResume: {
    summary: "Resume a series",
    returns: RecurringSeriesStarted,
    errors: [409],
    description: `Continues from today: dates passed while paused are skipped and do not count. 409 unless paused.`,
  },
  postByIdEnd: {
    summary: "End a series",
    returns: RecurringSeriesView,
    errors: [409],
    description: `No more invoices; the ones made stay. 409 when already ended.`,
  },
});
