import { eq, inArray, type SQL } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";
import { safeCell, exportClientsCsv } from "../clients";
import type { OwnerContext } from "../context";
import { clients, invoices } from "../db";
import { audit } from "../log";
import { formatCents } from "../money";
import { OWNED_TABLES, type OwnedTable } from "./owned-tables";

const FOLDER = "microteam-export";

/**
 * Everything the owner has in Microteam, as one zip: `data.json` (every owned table, see
 * owned-tables.ts, without credentials or encrypted tokens) plus `clients.csv` and `invoices.csv`
 * for a spreadsheet (cells a spreadsheet would run as formulas are neutralised).
 */
export function exportAccount({ ctx }: { ctx: OwnerContext }): { fileName: string; zip: Uint8Array } {
  const now = ctx.clock.now();
  const data: Record<string, unknown> = { exportedAt: now.toISOString(), format: 1 };
  const byName = new Map(OWNED_TABLES.map((t) => [t.name, t]));
  for (const entry of OWNED_TABLES) {
    const rows = ctx.db
      .select()
      .from(entry.table)
      .where(scope(ctx, entry, byName))
      .all() as Record<string, unknown>[];
    const omitted = new Set(entry.omit ?? []);
    const clean = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !omitted.has(k))));
    data[entry.name] = entry.name === "profile" ? (clean[0] ?? null) : clean;
  }
  const zip = zipSync({
    [`${FOLDER}/data.json`]: strToU8(JSON.stringify(data, null, 2)),
    [`${FOLDER}/clients.csv`]: strToU8(exportClientsCsv({ ctx })),
    [`${FOLDER}/invoices.csv`]: strToU8(invoicesCsv(ctx)),
  });
  audit(ctx, "data.exported", { userId: ctx.userId, bytes: zip.byteLength });
  return { fileName: `microteam-export-${now.toISOString().slice(0, 10)}.zip`, zip };
}

/** The condition that keeps an entry's rows to the owner's: their own column, or through a parent entry. */
function scope(ctx: OwnerContext, entry: OwnedTable, byName: Map<string, OwnedTable>): SQL {
  if (entry.owner) return eq(entry.owner, ctx.userId);
  const parent = byName.get(entry.via!.parent)!;
  const parentIds = ctx.db
    .select({ id: parent.table.id! })
    .from(parent.table)
    .where(scope(ctx, parent, byName));
  return inArray(entry.via!.column, parentIds);
}

const INVOICE_COLUMNS = [
  "invoiceNumber",
  "client",
  "amount",
  "currency",
  "status",
  "dueDate",
  "paidDate",
  "sentAt",
  "description",
  "createdAt",
] as const;

function invoicesCsv(ctx: OwnerContext): string {
  const rows = ctx.db
    .select({ invoice: invoices, client: clients.name })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(invoices.userId, ctx.userId))
    .orderBy(invoices.createdAt)
    .all()
    .map(({ invoice: i, client }) =>
      [
        i.invoiceNumber,
        client,
        formatCents(i.amountCents),
        i.currency,
        i.status,
        i.dueDate,
        i.paidDate,
        i.sentAt?.toISOString() ?? null,
        i.description,
        i.createdAt.toISOString(),
      ].map(safeCell),
    );
  return Papa.unparse({ fields: [...INVOICE_COLUMNS], data: rows }, { newline: "\n" }) + "\n";
}
