// The clients ledger's columns: who (avatar, name, email), company, niche, phone, last contact and
// what they owe; the sortable ones name the server's sort key.
import { createColumnHelper } from "@tanstack/react-table";
import type { ClientLedgerRow } from "@core/clients/schemas";
import type { PagedColumnMeta } from "@web/components/paged-table/paged-table";
import { RelativeTime } from "@web/components/relative-time";
import { Badge } from "@web/components/ui/badge";
import { HomeMoney } from "@web/components/home-money";
import { pluralize } from "@web/lib/business-data";
import { ClientAvatar } from "./client-avatar";
import { ClientRowActions } from "./row-actions";

const column = createColumnHelper<ClientLedgerRow>();
const meta = (m: PagedColumnMeta) => m;

export function ledgerColumns(actions: {
  onEdit: (client: ClientLedgerRow) => void;
  onDelete: (client: ClientLedgerRow) => void;
}) {
  return [
    column.accessor("name", {
      header: "Client",
      meta: meta({ sortKey: "name", className: "min-w-56" }),
      cell: ({ row: { original: c } }) => (
        <div className="flex min-w-0 items-center gap-3">
          <ClientAvatar name={c.name} className="size-8 text-xs" />
          <div className="grid min-w-0">
            <span className="truncate font-medium">{c.name}</span>
            {c.email && (
              <a
                href={`mailto:${c.email}`}
                className="w-fit truncate text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {c.email}
              </a>
            )}
          </div>
        </div>
      ),
    }),
    column.accessor("company", {
      header: "Company",
      meta: meta({ className: "hidden lg:table-cell" }),
      cell: ({ getValue }) => (getValue() ? <Badge variant="outline">{getValue()}</Badge> : null),
    }),
    column.accessor("businessNiche", {
      header: "Niche",
      meta: meta({ className: "hidden xl:table-cell" }),
      cell: ({ getValue }) => (getValue() ? <Badge variant="secondary">{getValue()}</Badge> : null),
    }),
    column.accessor("phone", {
      header: "Phone",
      meta: meta({ className: "hidden whitespace-nowrap text-muted-foreground lg:table-cell" }),
    }),
    column.accessor("lastContactDate", {
      header: "Last contact",
      meta: meta({ sortKey: "lastContactDate", className: "whitespace-nowrap text-muted-foreground" }),
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? <RelativeTime value={value} /> : "Never";
      },
    }),
    column.accessor("openAmount", {
      header: "Invoices",
      meta: meta({ className: "whitespace-nowrap text-right tabular-nums" }),
      cell: ({ row: { original: c } }) => (
        <div className="grid justify-items-end">
          <span>{pluralize(c.invoiceCount, "invoice")}</span>
          {Number(c.openAmount) > 0 && (
            <span className="text-xs text-muted-foreground">
              <HomeMoney amount={c.openAmount} /> open
            </span>
          )}
        </div>
      ),
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: meta({ className: "w-0 pr-4" }),
      cell: ({ row: { original: c } }) => <ClientRowActions client={c} {...actions} />,
    }),
  ];
}
