// The face of core/clients: all that other modules may import from it (eslint/module-boundaries.js).
export { exportClientsCsv, importClientsCsv, lineNumbers, refuseBadRows, safeCell, type ImportError } from "./csv";
export { getClientOfOwner, requireClientEmail } from "./internal";
export { CLIENT_FIELDS, CLIENT_STATUSES, clientUpdateBody, type ClientField, type ClientStatus } from "./fields";
export {
  ClientInput,
  ClientLedgerRow,
  ClientsImported,
  ClientView,
  HistoryItem,
  NewClientInput,
  UpdateClientInput,
} from "./schemas";
export { clientLedger, getClient, listClients } from "./list";
export { createClient } from "./create";
export { deleteClient } from "./delete";
export { updateClient } from "./update";
