// Which time is unbilled, written once for every reader (the client's page, the invoice made from it,
// the focus engine's move). Light: the terminal's fast path reads it (eslint/module-map.js LIGHT_ENTRIES).

/** Billable and not billed: finished (a running timer has no amount yet), and on no invoice. */
export const unbilledSql = (alias: string) => `${alias}.billed_invoice_id is null and ${alias}.ended_at is not null`;
