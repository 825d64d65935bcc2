/**
 * The parts of GET /api/dashboard the frame reads (spec 000 §3.4). Every field is optional: the call
 * arrives in a later issue, and until then the cards show '—'.
 */
export interface DashboardSummary {
  lastUpdated?: string;
  content?: { queueCount?: number };
  clients?: { totalCount?: number };
  invoices?: { totalCount?: number };
  revenue?: { monthlyTotal?: number | string };
}
