// The Admin (/invoices): overdue follow-up, the invoice tracker and invoice management, stacked.
import { Link } from "wouter";
import { FileText, Repeat } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { ManagementPanel } from "./invoices/management-panel";
import { OverduePanel } from "./invoices/overdue-panel";
import { TrackerPanel } from "./invoices/tracker-panel";
import { useOwnerToday } from "./invoices/data";

export default function InvoicesPage() {
  const today = useOwnerToday();

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6 lg:gap-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="flex items-start gap-3">
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
              <FileText className="size-5" aria-hidden />
            </span>
            <div>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">The Admin</h1>
              <p className="mt-1 text-muted-foreground">
                Generates your invoices, sends payment reminders and follow-ups, and tracks overdue payments with
                one-click nudges.
              </p>
            </div>
          </div>
          <Link
            href="/invoices/recurring"
            className="inline-flex h-9 shrink-0 items-center gap-2 self-start rounded-md border bg-card px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Repeat className="size-4" aria-hidden />
            Recurring invoices
          </Link>
        </div>

        <OverduePanel />
        <TrackerPanel today={today} />
        <ManagementPanel />
      </div>
    </AppLayout>
  );
}
