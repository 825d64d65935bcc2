import { Link } from "wouter";
import { History, Pencil, Trash2 } from "lucide-react";
import type { ClientLedgerRow } from "@core/clients/schemas";
import { Button } from "@web/components/ui/button";

interface Props {
  client: ClientLedgerRow;
  onEdit: (client: ClientLedgerRow) => void;
  onDelete: (client: ClientLedgerRow) => void;
}

/** A client's history link, edit and delete (with confirmation), at the end of a ledger row. */
export function ClientRowActions({ client, onEdit, onDelete }: Props) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-0.5">
      <Button asChild variant="ghost" size="sm">
        <Link href={`/clients/${client.id}`}>
          <History aria-hidden />
          History<span className="sr-only"> for {client.name}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${client.name}`} onClick={() => onEdit(client)}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${client.name}`}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(client)}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
