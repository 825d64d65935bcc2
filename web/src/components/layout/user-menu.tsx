import { useState } from "react";
import { Bell, ChevronDown, LifeBuoy, LogOut, Settings, User } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@core/users/public";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";

function Avatar({ user }: { user: PublicUser | null }) {
  // A broken image URL falls back to the generic icon instead of a torn image.
  const [failed, setFailed] = useState(false);
  if (user?.profileImageUrl && !failed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className="size-8 rounded-full object-cover ring-1 ring-border"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground">
      <User className="size-4" aria-hidden />
    </span>
  );
}

export function UserMenu({ user }: { user: PublicUser | null }) {
  const name = user?.firstName?.trim() || "User";
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
          <Avatar user={user} />
          <span className="sr-only">Account menu, </span>
          <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
          <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{fullName || name}</span>
          {user?.email && <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <Settings aria-hidden /> Profile &amp; Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/profile?tab=notifications">
            <Bell aria-hidden /> Notification Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/help">
            <LifeBuoy aria-hidden /> Help &amp; Support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          // Sign-out is a real browser navigation (spec 000 §2.1): the server ends the session and the
          // page reload drops every cached query of this user.
          onSelect={() => {
            window.location.href = "/api/logout";
          }}
        >
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
