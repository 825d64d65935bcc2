// "Export": the invoices or the payments as CSV, streamed by the server (GET /api/invoices/export.csv,
// /api/invoices/payments/export.csv), each amount in its own currency with the rate and home value.
import { Download } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";

export function InvoiceExportMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href="/api/invoices/export.csv" download>
            Invoices (CSV)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/api/invoices/payments/export.csv" download>
            Payments (CSV)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
