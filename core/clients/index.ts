// The face of core/clients: all that other modules may import from it (eslint/module-boundaries.js).
export { exportClientsCsv, lineNumbers, safeCell } from "./csv";
export { getClientOfOwner } from "./internal";
export { ClientInput, HistoryItem } from "./schemas";
