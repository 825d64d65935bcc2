// Clients (/clients): 'Client Management', with add, edit, remove, CSV import and export.
import { useState } from "react";
import { UserPlus, Users } from "lucide-react";
import type { ClientView } from "@core/clients/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ClientFormDialog } from "./clients/client-form-dialog";
import { ClientRow } from "./clients/client-row";
import { CsvActions } from "./clients/csv-actions";
import { DeleteClientDialog } from "./clients/delete-client-dialog";
import { pluralize, useClients } from "./invoices/data";

function LoadingRows() {
  return (
    <ul className="divide-y" aria-busy="true" aria-label="Loading clients">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="size-10 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ClientsPage() {
  const clients = useClients();
  const [form, setForm] = useState<{ open: boolean; client: ClientView | null }>({ open: false, client: null });
  const [deleting, setDeleting] = useState<ClientView | null>(null);
  const list = clients.data ?? [];

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Management</h1>
            <p className="mt-1 text-muted-foreground">Everyone you work for, with their details and history.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* The main action comes first on a phone and last (rightmost) on wider screens. */}
            <Button onClick={() => setForm({ open: true, client: null })} className="md:order-last">
              <UserPlus aria-hidden />
              Add Client
            </Button>
            <CsvActions />
          </div>
        </div>

        <Card>
          <CardHeader className="flex-row items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Users className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <CardTitle as="h2">Clients</CardTitle>
              <CardDescription>{clients.data ? pluralize(list.length, "client") : "Your client list"}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="p-0">
            {clients.isLoading ? (
              <LoadingRows />
            ) : clients.isError ? (
              <div role="alert" className="flex flex-col items-start gap-3 border-t p-6">
                <p className="font-medium">We couldn't load your clients.</p>
                <Button variant="outline" onClick={() => void clients.refetch()}>
                  Try again
                </Button>
              </div>
            ) : list.length === 0 ? (
              <p className="border-t p-10 text-center text-sm text-muted-foreground">
                No clients yet. Add your first client to get started.
              </p>
            ) : (
              <ul className="divide-y border-t" aria-label="Clients">
                {list.map((client) => (
                  <ClientRow
                    key={client.id}
                    client={client}
                    onEdit={(c) => setForm({ open: true, client: c })}
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <ClientFormDialog
        open={form.open}
        client={form.client}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
      />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </AppLayout>
  );
}
