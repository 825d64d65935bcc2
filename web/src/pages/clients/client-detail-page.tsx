// Client detail (/clients/:clientId): the profile, the communication history, the client's unbilled work
// and invoices.
import { useState, type ReactNode } from "react";
import { Link, useLocation, useParams } from "wouter";
import { ArrowLeft, Building2, Mail, Pencil, Phone, Tag, Trash2, UserX } from "lucide-react";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { AppLayout } from "@web/components/layout/app-layout";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ClientRemindersCard } from "@web/components/reminders/client-reminders-card";
import { readApiError } from "@web/lib/queryClient";
import { formatDate } from "@web/lib/business-data";
import { useInvoicePages } from "@web/lib/invoice-pages";
import { ClientSource } from "./client-source";
import { ClientAvatar } from "./client-avatar";
import { ClientFormDialog } from "./client-form-dialog";
import { ClientInvoices } from "./client-invoices";
import { ClientPageLink } from "./client-page-link";
import { CommunicationHistory } from "./communication-history";
import { DeleteClientDialog } from "./delete-client-dialog";
import { UnbilledWorkCard } from "./unbilled-work-card";
import { useClient } from "./queries";

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
      <Link href="/clients">
        <ArrowLeft aria-hidden />
        Back to Clients
      </Link>
    </Button>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

export default function ClientDetailPage() {
  const { clientId = "" } = useParams<{ clientId: string }>();
  const [, navigate] = useLocation();
  const found = useClient(clientId);
  const invoices = useInvoicePages({ clientId, sort: "-createdAt" }, { limit: 20 });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const client = found.data;
  const missing = found.isError && readApiError(found.error).status === 404;

  if (found.isLoading) {
    return (
      <AppLayout>
        <div className="mx-auto grid max-w-5xl gap-6" aria-busy="true">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </AppLayout>
    );
  }

  // A read that failed (not a 404): say so and offer to try again, as the other pages do.
  if (!client && found.isError && !missing) {
    return (
      <AppLayout>
        <div className="mx-auto grid max-w-5xl gap-6">
          <BackLink />
          <RetryCard
            message="We couldn't load this client."
            onRetry={() => void found.refetch()}
            retrying={found.isFetching}
          />
        </div>
      </AppLayout>
    );
  }

  if (!client) {
    return (
      <AppLayout>
        <div className="mx-auto grid max-w-lg gap-4">
          <Card className="text-center">
            <CardContent className="flex flex-col items-center gap-3 p-8">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <UserX className="size-6" aria-hidden />
              </span>
              <h1 className="text-xl font-semibold">Client Not Found</h1>
              <p className="text-sm text-muted-foreground">This client does not exist or has been removed.</p>
              <Button asChild className="mt-2">
                <Link href="/clients">Back to Clients</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
      </AppLayout>
    );
  }

  return (
    <AppLayout>
      <div className="mx-auto grid max-w-5xl min-w-0 gap-6">
        <BackLink />

        <Card>
          <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-center gap-4">
              <ClientAvatar name={client.name} className="size-14 text-lg" />
              <div className="grid min-w-0 gap-1">
                <h1 className="truncate text-2xl font-semibold tracking-tight">{client.name}</h1>
                <div className="flex flex-wrap gap-2">
                  <Badge variant={client.status === "active" ? "success" : "secondary"}>
                    {client.status.charAt(0).toUpperCase() + client.status.slice(1)}
                  </Badge>
                  {client.company && <Badge variant="outline">{client.company}</Badge>}
                </div>
              </div>
            </div>
            <div className="flex gap-2 self-start">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Detail label="Email">
                {client.email ? (
                  <a
                    href={`mailto:${client.email}`}
                    className="inline-flex items-center gap-1.5 text-primary hover:underline"
                  >
                    <Mail className="size-3.5" aria-hidden />
                    {client.email}
                  </a>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Detail>
              <Detail label="Phone">
                {client.phone ? (
                  <a href={`tel:${client.phone}`} className="inline-flex items-center gap-1.5 hover:underline">
                    <Phone className="size-3.5" aria-hidden />
                    {client.phone}
                  </a>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Detail>
              <Detail label="Company">
                {client.company ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Building2 className="size-3.5" aria-hidden />
                    {client.company}
                  </span>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Detail>
              <Detail label="Business niche">
                {client.businessNiche ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Tag className="size-3.5" aria-hidden />
                    {client.businessNiche}
                  </span>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Detail>
              <Detail label="Last contact">
                {client.lastContactDate ? (
                  formatDate(client.lastContactDate)
                ) : (
                  <span className="text-muted-foreground">No contact yet</span>
                )}
              </Detail>
              <Detail label="Client since">{formatDate(client.createdAt)}</Detail>
              <ClientSource clientId={client.id} />
            </dl>
          </CardContent>
        </Card>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ClientRemindersCard clientId={client.id} clientName={client.name} />
          <CommunicationHistory clientId={client.id} />
          <div className="grid content-start gap-6">
            <UnbilledWorkCard clientId={client.id} />
            <ClientInvoices invoices={invoices} />
            <ClientPageLink clientId={client.id} clientName={client.name} />
          </div>
        </div>
      </div>

      <ClientFormDialog open={editing} onOpenChange={setEditing} client={client} />
      <DeleteClientDialog
        client={deleting ? { ...client, invoiceCount: invoices.data ? invoices.total : undefined } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate("/clients", { replace: true })}
      />
    </AppLayout>
  );
}
