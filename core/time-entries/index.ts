// The face of core/time-entries: all that other modules may import from it (eslint/module-boundaries.js).
export { addTimeEntry } from "./add";
export { deleteTimeEntry } from "./delete";
export { amountCents, formatDuration, formatHours, hoursMilli, parseDuration } from "./duration";
export { getTimeEntryOfOwner } from "./internal";
export { fetchRateForUnbilled, invoiceUnbilledTime } from "./invoice";
export { getTimer, listTimeEntries, timeEntryList } from "./list";
export {
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
  UnbilledTotal,
} from "./schemas";
export { startTimer } from "./start";
export { stopTimer } from "./stop";
export { clientUnbilledWork, unbilledSummary } from "./unbilled";
export { timeEntriesSubscriber } from "./subscriber";
