import {
  AddTimeEntryInput,
  ClientUnbilledView,
  InvoiceUnbilledInput,
  InvoicedTime,
  StartTimerInput,
  TimeEntryView,
  TimerStarted,
  TimerStopped,
  TimerView,
  UnbilledSummary,
  timeEntryList,
} from "@core/time-entries";
import { Done } from "@core/answers";
import { describeRoutes } from "../openapi/describe";

export const timeEntryDocs = describeRoutes("Time", {
  get: {
    summary: "List time entries",
    query: timeEntryList.schema,
    returns: { page: TimeEntryView },
    description: `A page of \`TimeEntryView\`, the latest start first; \`clientId\` and \`billed\` filter, \`q\` searches the description and the client. docs/decisions/316-time-tracking.md.`,
  },
  post: {
    summary: "Add time by hand",
    body: AddTimeEntryInput,
    returns: TimeEntryView,
    status: 201,
    description: `\`duration\` as the owner writes it ("1h30m", "90m", "1.5h", "1:30") or whole minutes, 1 minute to 24 hours; \`date\` today unless given, never in the future; \`hourlyRate\` the owner's (Settings → Billing) unless given. The amount is hours × rate, rounded once.`,
  },
  deleteById: {
    summary: "Delete a time entry",
    returns: Done,
    errors: [409],
    description: `An unbilled entry, or the running timer (discarded); 409 for one billed on an invoice.`,
  },
  getTimer: {
    summary: "The running timer",
    returns: TimerView,
    description: `\`{running: TimeEntryView | null}\`: at most one timer runs per owner.`,
  },
  postTimerStart: {
    summary: "Start a timer",
    body: StartTimerInput,
    returns: TimerStarted,
    status: 201,
    description: `A timer for one of the owner's clients. One runs at a time: a running one stops at this instant and comes back as \`stopped\`.`,
  },
  postTimerStop: {
    summary: "Stop the timer",
    returns: TimerStopped,
    errors: [409],
    description: `The running timer becomes an entry of whole minutes (at least 1) and its amount; 409 when none runs.`,
  },
  getUnbilled: {
    summary: "Unbilled work, by client",
    returns: UnbilledSummary,
    description: `Finished time on no invoice, in total per currency and per client, the largest first.`,
  },
});

export const clientUnbilledDocs = describeRoutes("Time", {
  getByIdUnbilled: {
    summary: "A client's unbilled work",
    returns: ClientUnbilledView,
    description: `Totals per currency (the home one first), the oldest unbilled entries the next invoice bills (at most 100), and the timer when it runs for this client.`,
  },
  postByIdUnbilledInvoice: {
    summary: "Invoice a client's unbilled time",
    body: InvoiceUnbilledInput,
    bodyOptional: true,
    returns: InvoicedTime,
    status: 201,
    errors: [409],
    description: `One pending invoice, a line per entry (its description and day, its hours, its rate), due on the owner's terms; the entries are marked billed with it in the same transaction, once: a second click, a retry or a concurrent request is a 409 that writes nothing. \`currency\`: which currency's time (the home one unless given); time in another currency takes \`exchangeRate\` (1 unit of it in the home currency), or today's rate from the rates source when one is configured, else a 400 naming \`exchangeRate\`.`,
  },
});
