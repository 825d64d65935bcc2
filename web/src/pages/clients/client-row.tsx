import { Link } from "wouter";
import { History, Mail, Pencil, Phone, Trash2 } from "lucide-react";
import type { ClientView } from "@core/clients/schemas";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ClientAvatar } from "./client-avatar";

interface Props {
  client: ClientView;
  onEdit: (client: ClientView) => void;
  onDelete: (client: ClientView) => void;
}

/** One client: avatar, name, email, company and niche badges, phone, then history, edit and delete. */
export function ClientRow({ client, onEdit, onDelete }: Props) {
  return (
    <li
      aria-label={client.name}
      data-testid={`client-row-${client.id}`}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        <ClientAvatar name={client.name} />
        <div className="grid min-w-0 gap-1">
          <p className="truncate font-medium">{client.name}</p>
          {client.email && (
            <a
              href={`mailto:${client.email}`}
              className="flex w-fit min-w-0 items-center gap-1.5 truncate text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{client.email}</span>
            </a>
          )}
          {(client.company || client.businessNiche || client.phone) && (
            <div className="flex flex-wrap items-center gap-2 pt-0.5">
              {client.company && <Badge variant="outline">{client.company}</Badge>}
              {client.businessNiche && <Badge variant="secondary">{client.businessNiche}</Badge>}
              {client.phone && (
                <span className="flex items-center gap-1 text-sm text-muted-foreground">
                  <Phone className="size-3.5" aria-hidden />
                  {client.phone}
                </span>
              )}
            </div>
          )}
        </div>
      </div>

      <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
        <Button asChild variant="ghost" size="sm">
          <Link href={`/clients/${client.id}`}>
            <History aria-hidden />
            History
            <span className="sr-only"> for {client.name}</span>
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
    </li>
  );
}
