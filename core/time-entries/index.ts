// The face of core/time-entries: all that other modules may import from it (eslint/module-boundaries.js).
export { amountCents, formatDuration, formatHours, hoursMilli, parseDuration } from "./duration";
export { getTimeEntryOfOwner } from "./internal";
export { TimeEntryView, UnbilledTotal } from "./schemas";
