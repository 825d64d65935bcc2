// A server-paged table (TanStack Table with the Radix/Tailwind kit): sortable headers that ask the
// server to sort, a selection that survives paging, skeleton, error and empty states, and a dense list
// instead of the table on phones. It draws one page of `usePagedList` (web/src/lib/paging.ts).
import type { ReactNode } from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Skeleton } from "@web/components/ui/skeleton";
import { useMediaQuery } from "@web/hooks/use-media-query";
import { cn } from "@web/lib/utils";
import { ListPager } from "./pager";

export interface PagedColumnMeta {
  /** The server's sort key for this column (docs/api.md "Lists"); absent: not sortable. */
  sortKey?: string;
  /** Classes for the column's cells and header (widths, alignment, hiding at some widths). */
  className?: string;
}

/** What the table needs of a paged read (usePagedList's result fits). */
export interface PagedSource<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  /** The table's accessible name, e.g. "Clients". */
  label: string;
  /** What the rows are, for the pager ("clients"). */
  noun: string;
  source: PagedSource<T>;
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** The server sort in effect ("name", "-name"), and how to change it. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Selected rows by id (across pages); with onSelectionChange, each row gets a checkbox. */
  selected?: Map<string, T>;
  onSelectionChange?: (selected: Map<string, T>) => void;
  /** Describes a row for its checkbox ("Select Acme Ltd"). */
  rowName?: (row: T) => string;
  /** One row on a phone: a dense line instead of the table's cells. */
  renderMobileRow: (row: T, checkbox: ReactNode) => ReactNode;
  empty: ReactNode;
  errorMessage: string;
  rowTestId?: (row: T) => string;
  /** Extra attributes for a row (desktop) or list item (phone): its accessible name, data-* for tests. */
  rowProps?: (row: T) => Record<string, string | undefined>;
}

function SortIcon({ direction }: { direction: "asc" | "desc" | null }) {
  if (direction === "asc") return <ArrowUp aria-hidden />;
  if (direction === "desc") return <ArrowDown aria-hidden />;
  return <ArrowUpDown aria-hidden className="opacity-40" />;
}

export function PagedTable<T>(props: Props<T>) {
  const { source, columns, getRowId, sort, onSortChange, selected, onSelectionChange, rowName } = props;
  const wide = useMediaQuery("(min-width: 768px)");
  const selectable = !!selected && !!onSelectionChange;
  const table = useReactTable({
    data: source.items,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
  });

  const pageIds = source.items.map(getRowId);
  const selectedOnPage = selectable ? pageIds.filter((id) => selected.has(id)).length : 0;
  const toggle = (row: T, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(getRowId(row), row);
    else next.delete(getRowId(row));
    onSelectionChange?.(next);
  };
  const togglePage = (on: boolean) => {
    const next = new Map(selected);
    for (const row of source.items) {
      if (on) next.set(getRowId(row), row);
      else next.delete(getRowId(row));
    }
    onSelectionChange?.(next);
  };
  const checkbox = (row: T) =>
    selectable ? (
      <Checkbox
        checked={selected.has(getRowId(row))}
        onCheckedChange={(v) => toggle(row, v === true)}
        aria-label={`Select ${rowName?.(row) ?? getRowId(row)}`}
      />
    ) : null;

  if (source.isLoading) {
    return (
      <div className="grid gap-3 border-t p-4" aria-busy="true" aria-label={`Loading ${props.noun}`}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-4 w-24 md:block" />
          </div>
        ))}
      </div>
    );
  }
  if (source.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 border-t p-6">
        <p className="font-medium">{props.errorMessage}</p>
        <Button variant="outline" onClick={() => void source.refetch()} disabled={source.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  if (source.items.length === 0) return <div className="border-t">{props.empty}</div>;

  const body = wide ? (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={props.label}>
        <thead className="border-y bg-muted/40 text-left text-xs font-medium text-muted-foreground">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable && (
                <th scope="col" className="w-10 py-2 pl-4">
                  <Checkbox
                    checked={selectedOnPage === 0 ? false : selectedOnPage === pageIds.length ? true : "indeterminate"}
                    onCheckedChange={(v) => togglePage(v === true)}
                    aria-label="Select every row on this page"
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as PagedColumnMeta | undefined;
                const key = meta?.sortKey;
                const direction = key && sort === key ? "asc" : key && sort === `-${key}` ? "desc" : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn("px-3 py-2 font-medium", meta?.className)}
                    aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
                  >
                    {key && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(direction === "asc" ? `-${key}` : key)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-3.5"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cn("divide-y", source.isPlaceholderData && "opacity-60")}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              {...props.rowProps?.(row.original)}
              data-testid={props.rowTestId?.(row.original)}
              aria-selected={selectable ? selected.has(row.id) : undefined}
              className="hover:bg-muted/30 aria-selected:bg-accent/40"
            >
              {selectable && <td className="py-2 pl-4">{checkbox(row.original)}</td>}
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn("px-3 py-2", (cell.column.columnDef.meta as PagedColumnMeta | undefined)?.className)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ) : (
    <ul className={cn("divide-y border-t", source.isPlaceholderData && "opacity-60")} aria-label={props.label}>
      {source.items.map((row) => (
        <li
          key={getRowId(row)}
          aria-label={rowName?.(row)}
          {...props.rowProps?.(row)}
          data-testid={props.rowTestId?.(row)}
        >
          {props.renderMobileRow(row, checkbox(row))}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {body}
      <ListPager list={source} noun={props.noun} />
    </>
  );
}
