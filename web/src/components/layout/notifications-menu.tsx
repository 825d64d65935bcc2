// The header bell (spec 000 §2.3): unread count, the five newest notifications, and the way to all of them.
// Opening the menu marks everything read; what was unread at that moment stays marked "new" while it is open.
import { useState } from "react";
import { Bell } from "lucide-react";
import { Link } from "wouter";
import { AppLink } from "@web/components/app-link";
import { NotificationBody } from "@web/components/notifications/notification-body";
import { useMarkAllRead, useNotifications } from "@web/components/notifications/queries";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { Skeleton } from "@web/components/ui/skeleton";

const MENU_LIMIT = 5;

export function NotificationsMenu() {
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());

  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items.slice(0, MENU_LIMIT) ?? [];

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    const data = notifications.data;
    setSeenUnread(new Set(data?.items.filter((i) => i.unread).map((i) => i.id)));
    if (data && data.unreadCount > 0 && !markAllRead.isPending) markAllRead.mutate();
    else if (notifications.isStale) void notifications.refetch();
  };

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
          className="relative text-muted-foreground hover:text-foreground"
          data-testid="notifications-bell"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notifications-unread"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-card tabular-nums"
            >
              {unread > 9 ? "9+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.isLoading ? (
          <div className="grid gap-3 p-2" aria-busy="true" aria-label="Loading notifications">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-3.5 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : notifications.isError ? (
          <p role="alert" className="px-2 py-4 text-center text-sm text-muted-foreground">
            We couldn't load your notifications.
          </p>
        ) : items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">You're all caught up. Nothing new.</p>
        ) : (
          items.map((item) => (
            <DropdownMenuItem key={item.id} asChild className="items-start gap-3" data-testid="notification-item">
              <AppLink href={item.href}>
                <NotificationBody item={item} isNew={item.unread || seenUnread.has(item.id)} compact />
              </AppLink>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link href="/notifications">View all notifications</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
