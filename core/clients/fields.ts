// A client's fields and statuses as every face sends them: the server's schema (./schemas.ts), the
// terminal's `client edit` and the chat's `update_client`. Imports nothing, so the terminal reads it
// without loading the module (eslint/module-map.js LIGHT_ENTRIES).

/** An inactive client is filtered apart in the ledger and gets no check-in suggestions (decision 328). */
export const CLIENT_STATUSES = ["active", "inactive"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** What PUT /api/clients/{id} replaces: a field the body leaves out is emptied (the status stays). */
export const CLIENT_FIELDS = ["name", "email", "phone", "company", "businessNiche", "taxId"] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/**
 * The body of PUT /api/clients/{id} that changes only `changes`: every other field sent back as the
 * client has it now (`client`, as the API served it), the status only when it is one of the changes.
 */
export function clientUpdateBody(
  client: Record<ClientField, string | null>,
  changes: Partial<Record<ClientField | "status", string | null>>,
): Partial<Record<ClientField | "status", string | null>> {
  return { ...Object.fromEntries(CLIENT_FIELDS.map((field) => [field, client[field]])), ...changes };
}
