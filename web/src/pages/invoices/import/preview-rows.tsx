// The first rows as they will be imported, the totals per currency, and every problem by line.
import { Badge } from "@web/components/ui/badge";
import { formatAmount } from "@web/lib/format";
import { plural, type ImportPreview } from "./types";

export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
  const parts =
    preview.format.kind === "invoices"
      ? [
          plural(counts.invoices, "invoice"),
          `${plural(counts.newClients, "new client")}`,
          `${plural(counts.matchedClients, "client")} you already have`,
          `${plural(counts.payments, "payment")} recorded`,
        ]
      : [plural(counts.newClients, "new client"), `${plural(counts.matchedClients, "client")} you already have`];
  return (
    <div className="grid gap-2 text-sm" data-testid="import-summary">
      <p>
        {plural(preview.rowCount, "row")}: {parts.join(", ")}
        {counts.skipped ? `; ${counts.skipped} skipped` : ""}.
      </p>
      {preview.totals.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Totals per currency">
          {preview.totals.map((t) => (
            <li key={t.currency} className="rounded-md border px-2 py-1 text-xs">
              {t.currency}: {plural(t.invoices, "invoice")}, {formatAmount(t.total, t.currency)} billed,{" "}
              {formatAmount(t.paid, t.currency)} paid
            </li>
          ))}
        </ul>
      )}
      {preview.skipped.length > 0 && (
        <ul className="text-xs text-muted-foreground" aria-label="Rows skipped">
          {preview.skipped.slice(0, 5).map((s) => (
            <li key={s.line}>
              Line {s.line}: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ImportErrors({ preview }: { preview: ImportPreview }) {
  if (preview.errorCount === 0) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-destructive/30 bg-destructive/5 p-3">
      <p className="text-sm font-medium">
        Nothing will be imported until {preview.errorCount === 1 ? "this is" : `these ${preview.errorCount} are`} fixed
        (in the file, or by choosing other columns):
      </p>
      <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm" aria-label="Import errors">
        {preview.errors.map((e, i) => (
          <li key={`${e.line}-${i}`}>
            <span className="font-medium">
              Line {e.line}
              {e.column ? `, ${e.column}` : ""}:
            </span>{" "}
            {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const STATUS_LABEL: Record<string, string> = {
  draft: "Draft",
  pending: "Pending",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};

export function PreviewRows({ preview }: { preview: ImportPreview }) {
  if (preview.rows.length === 0) return null;
  const invoices = preview.format.kind === "invoices";
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm" data-testid="import-rows">
        <caption className="sr-only">The first rows as they will be imported</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Line
            </th>
            {invoices ? (
              <>
                <th scope="col" className="px-3 py-2 font-medium">
                  Number
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Client
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Due
                </th>
              </>
            ) : (
              <>
                <th scope="col" className="px-3 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Email
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={String(r.line)} className="border-t">
              <td className="px-3 py-1.5 text-muted-foreground tabular-nums">{r.line}</td>
              {invoices ? (
                <>
                  <td className="px-3 py-1.5 whitespace-nowrap">{r.invoiceNumber}</td>
                  <td className="px-3 py-1.5">
                    {r.client}
                    {r.clientIsNew && (
                      <Badge variant="outline" className="ml-1">
                        new
                      </Badge>
                    )}
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                    {formatAmount(String(r.amount), String(r.currency))}
                  </td>
                  <td className="px-3 py-1.5">{STATUS_LABEL[String(r.status)] ?? r.status}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{r.dueDate}</td>
                </>
              ) : (
                <>
                  <td className="px-3 py-1.5">
                    {r.name}
                    {r.clientIsNew ? (
                      <Badge variant="outline" className="ml-1">
                        new
                      </Badge>
                    ) : (
                      <span className="ml-1 text-xs text-muted-foreground">(already yours)</span>
                    )}
                  </td>
                  <td className="px-3 py-1.5">{r.email ?? "—"}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
