import type { ReactNode } from "react";
import { Link } from "wouter";
import { History, MoreVertical, Pencil, Phone, Trash2 } from "lucide-react";
import type { ClientLedgerRow } from "@core/clients/schemas";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { HomeMoney } from "@web/components/home-money";
import { ClientAvatar } from "./client-avatar";

interface Props {
  client: ClientLedgerRow;
  checkbox: ReactNode;
  onEdit: (client: ClientLedgerRow) => void;
  onDelete: (client: ClientLedgerRow) => void;
}

/**
 * One client on a phone: a dense line (avatar, name, email, what they owe, badges, phone), the history
 * link, and edit and delete in a menu so the name keeps the width.
 */
export function ClientMobileRow({ client: c, checkbox, onEdit, onDelete }: Props) {
  return (
    <div className="flex items-center gap-2.5 py-2 pr-1 pl-3">
      {checkbox}
      <ClientAvatar name={c.name} className="size-8 text-xs" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{c.name}</span>
        <div className="flex min-w-0 items-baseline justify-between gap-2 text-xs text-muted-foreground">
          {c.email ? (
            <a href={`mailto:${c.email}`} className="truncate">
              {c.email}
            </a>
          ) : (
            <span />
          )}
          {Number(c.openAmount) > 0 && (
            <span className="shrink-0 tabular-nums">
              <HomeMoney amount={c.openAmount} /> open
            </span>
          )}
        </div>
        {(c.company || c.businessNiche || c.phone) && (
          <div className="mt-0.5 flex min-w-0 flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {c.company && (
              <Badge variant="outline" className="px-1.5 py-0 text-[11px]">
                {c.company}
              </Badge>
            )}
            {c.businessNiche && (
              <Badge variant="secondary" className="px-1.5 py-0 text-[11px]">
                {c.businessNiche}
              </Badge>
            )}
            {c.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3" aria-hidden />
                {c.phone}
              </span>
            )}
          </div>
        )}
      </div>
      <Button asChild variant="ghost" size="icon">
        <Link href={`/clients/${c.id}`} aria-label={`History for ${c.name}`}>
          <History aria-hidden />
        </Link>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More actions for ${c.name}`}>
            <MoreVertical aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onEdit(c)}>
            <Pencil aria-hidden />
            Edit {c.name}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onDelete(c)} variant="destructive">
            <Trash2 aria-hidden />
            Delete {c.name}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
