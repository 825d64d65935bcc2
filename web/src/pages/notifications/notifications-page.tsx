// All notifications (/notifications), grouped Today and Earlier. Visiting the page marks them read.
import { useEffect, useRef, useState } from "react";
import { Bell, BellOff } from "lucide-react";
import type { NotificationItem } from "@web/lib/api-types";
import { AppLink } from "@web/components/app-link";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { AppLayout } from "@web/components/layout/app-layout";
import { NotificationBody } from "@web/components/notifications/notification-body";
import { useMarkAllRead, useNotifications } from "@web/components/notifications/queries";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useNow } from "@web/hooks/use-now";
import { isSameLocalDay } from "@web/lib/time-ago";

export default function NotificationsPage() {
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();
  const now = useNow();
  // What was unread when the page opened stays marked new while the page is shown.
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(false);

  const data = notifications.data;
  const { mutate } = markAllRead;
  useEffect(() => {
    if (!data || marked.current) return;
    marked.current = true;
    const unread = data.items.filter((i) => i.unread).map((i) => i.id);
    if (unread.length === 0 && data.unreadCount === 0) return;
    setSeenUnread(new Set(unread));
    mutate();
  }, [data, mutate]);

  const items = data?.items ?? [];
  const today = items.filter((i) => isSameLocalDay(i.createdAt, now));
  const earlier = items.filter((i) => !isSameLocalDay(i.createdAt, now));

  return (
    <AppLayout>
      <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-6">
        <div className="flex items-start gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
            <Bell className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Notifications</h1>
            <p className="mt-1 text-muted-foreground">
              Overdue invoices, scheduled content, new clients and your weekly report, newest first.
            </p>
          </div>
        </div>

        {notifications.isLoading ? (
          <Card aria-busy="true">
            <span className="sr-only" role="status">
              Loading notifications
            </span>
            <CardContent className="grid gap-4 p-6">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="size-8 rounded-full" />
                  <div className="grid flex-1 gap-1.5">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3.5 w-5/6" />
                  </div>
                </div>
              ))}
            </CardContent>
          </Card>
        ) : notifications.isError ? (
          <RetryCard
            message="We couldn't load your notifications."
            onRetry={() => void notifications.refetch()}
            retrying={notifications.isFetching}
          />
        ) : items.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center p-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <BellOff className="size-6" aria-hidden />
              </span>
              <p className="mt-4 text-sm text-muted-foreground" data-testid="notifications-empty">
                You're all caught up. Nothing new.
              </p>
            </CardContent>
          </Card>
        ) : (
          <>
            <Group title="Today" items={today} seenUnread={seenUnread} />
            <Group title="Earlier" items={earlier} seenUnread={seenUnread} />
          </>
        )}
      </div>
    </AppLayout>
  );
}

function Group({
  title,
  items,
  seenUnread,
}: {
  title: string;
  items: NotificationItem[];
  seenUnread: ReadonlySet<string>;
}) {
  if (items.length === 0) return null;
  const headingId = `notifications-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      <Card className="overflow-hidden">
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id} data-testid="notification" data-notification-id={item.id}>
              <AppLink
                href={item.href}
                className="flex items-start gap-3 px-4 py-3.5 text-sm transition-colors hover:bg-muted/60 focus-visible:-outline-offset-2 sm:px-5"
              >
                <NotificationBody item={item} isNew={item.unread || seenUnread.has(item.id)} />
              </AppLink>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
