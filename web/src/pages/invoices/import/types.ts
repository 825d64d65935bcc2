// The preview the server answers (core/imports/preview.ts): the web only draws it.
export interface ImportLineError {
  line: number;
  column: string | null;
  message: string;
}

export interface ImportPreview {
  format: { id: string; label: string; source: string; kind: "invoices" | "clients"; detected: boolean };
  formats: { id: string; label: string }[];
  headers: string[];
  mapping: { field: string; label: string; required: boolean; column: string | null }[];
  rowCount: number;
  rows: Record<string, string | number | boolean | null>[];
  counts: { invoices: number; newClients: number; matchedClients: number; payments: number; skipped: number };
  totals: { currency: string; invoices: number; total: string; paid: string }[];
  skipped: { line: number; reason: string }[];
  errors: ImportLineError[];
  errorCount: number;
  ready: boolean;
}

export interface ImportResult {
  invoices: number;
  clients: number;
  matchedClients: number;
  message: string;
}

export interface ImportRequest {
  csv: string;
  format?: string;
  mapping?: Record<string, string | null>;
}

export const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** The import button's words: what will be written. */
export function importLabel(p: ImportPreview): string {
  if (p.format.kind === "clients") return `Import ${plural(p.counts.newClients, "client")}`;
  return `Import ${plural(p.counts.invoices, "invoice")} and ${plural(p.counts.newClients, "client")}`;
}
