// The Admin (/invoices): overdue follow-up, the invoice tracker and invoice management, stacked.
import { Link } from "wouter";
import { FileSignature, FileText, Repeat } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { ManagementPanel } from "./management-panel";
import { OverduePanel } from "./overdue-panel";
import { TrackerPanel } from "./tracker-panel";

const SECTION_LINK =
  "inline-flex h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

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
          <nav aria-label="More invoicing" className="flex shrink-0 flex-wrap gap-2 self-start">
            <Link href="/invoices/quotes" className={SECTION_LINK}>
              <FileSignature className="size-4" aria-hidden />
              Quotes
            </Link>
            <Link href="/invoices/recurring" className={SECTION_LINK}>
              <Repeat className="size-4" aria-hidden />
              Recurring invoices
            </Link>
          </nav>
        </div>

        <OverduePanel />
        <TrackerPanel today={today} />
        <ManagementPanel />
      </div>
    </AppLayout>
  );
}
