// Panel 3 of The Admin: every invoice as a card, the 'Create Invoice' dialog and the email dialogs.
import { useState } from "react";
import { FilePlus2, Receipt } from "lucide-react";
import type { InvoiceView } from "@core/invoices/schemas";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { CreateInvoiceDialog } from "./create-invoice-dialog";
import { useClients } from "./data";
import { InvoiceCard } from "./invoice-card";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { SendEmailDialog, type EmailKind } from "./send-email-dialog";

interface Props {
  invoices: InvoiceView[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

export function ManagementPanel({ invoices, isLoading, isError, onRetry }: Props) {
  const [creating, setCreating] = useState(false);
  // Loaded with the page, so the Create Invoice dialog opens with its client list ready.
  useClients();
  const [email, setEmail] = useState<{ invoice: InvoiceView; kind: EmailKind } | null>(null);
  const [paying, setPaying] = useState<InvoiceView | null>(null);

  return (
    <Card role="region" aria-labelledby="management-panel-title">
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Receipt className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <CardTitle as="h2" id="management-panel-title">
              Invoices
            </CardTitle>
            <CardDescription>Create, send and settle your invoices.</CardDescription>
          </div>
        </div>
        <Button onClick={() => setCreating(true)} className="self-start">
          <FilePlus2 aria-hidden />
          Create Invoice
        </Button>
      </CardHeader>

      <CardContent>
        {isLoading ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading invoices">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-56 rounded-xl" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-6">
            <p className="font-medium">We couldn't load your invoices.</p>
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : !invoices?.length ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            No invoices yet. Create your first invoice to get started.
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {invoices.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                onEmail={(inv, kind) => setEmail({ invoice: inv, kind })}
                onMarkPaid={setPaying}
              />
            ))}
          </div>
        )}
      </CardContent>

      <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
      <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} />
      <SendEmailDialog
        invoice={email?.invoice ?? null}
        kind={email?.kind ?? "invoice"}
        onClose={() => setEmail(null)}
      />
    </Card>
  );
}
