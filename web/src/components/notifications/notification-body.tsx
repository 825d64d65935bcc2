// One notification's icon, words and time: the same in the header menu and on /notifications.
import {
  Bell,
  CalendarClock,
  CircleCheck,
  ClipboardCopy,
  FilePen,
  MessageSquareWarning,
  Send,
  TriangleAlert,
  ChartColumn,
  HandCoins,
  Inbox,
  MailWarning,
  Receipt,
  ShieldAlert,
  UserPlus,
  UserRoundCheck,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import type { NotificationItem } from "@web/lib/api-types";
import { RelativeTime } from "@web/components/relative-time";
import { cn } from "@web/lib/utils";

const KINDS: Record<string, { icon: LucideIcon; tone: string }> = {
  overdue_invoice: { icon: Receipt, tone: "bg-destructive/10 text-destructive" },
  post_scheduled: { icon: CalendarClock, tone: "bg-primary/10 text-primary" },
  new_client: { icon: UserPlus, tone: "bg-success/10 text-success" },
  weekly_report: { icon: ChartColumn, tone: "bg-warning/10 text-warning" },
  delivery_failed: { icon: MailWarning, tone: "bg-destructive/10 text-destructive" },
  payment_claimed: { icon: HandCoins, tone: "bg-success/10 text-success" },
  payment_mismatch: { icon: ShieldAlert, tone: "bg-destructive/10 text-destructive" },
  delegation_done: { icon: UserRoundCheck, tone: "bg-success/10 text-success" },
  post_ready: { icon: ClipboardCopy, tone: "bg-warning/10 text-warning" },
  post_failed: { icon: TriangleAlert, tone: "bg-destructive/10 text-destructive" },
  post_published: { icon: Send, tone: "bg-success/10 text-success" },
  post_approved: { icon: CircleCheck, tone: "bg-success/10 text-success" },
  post_changes_requested: { icon: MessageSquareWarning, tone: "bg-warning/10 text-warning" },
  drafts_ready: { icon: FilePen, tone: "bg-primary/10 text-primary" },
  webhook_disabled: { icon: Webhook, tone: "bg-destructive/10 text-destructive" },
  lead_received: { icon: Inbox, tone: "bg-success/10 text-success" },
};
const OTHER = { icon: Bell, tone: "bg-muted text-muted-foreground" };

interface Props {
  item: NotificationItem;
  /** Shown as new: unread when the list was opened. */
  isNew: boolean;
  /** The menu clamps long descriptions; the page shows them whole. */
  compact?: boolean;
}

export function NotificationBody({ item, isNew, compact }: Props) {
  const { icon: Icon, tone } = KINDS[item.type] ?? OTHER;
  return (
    <>
      <span className={cn("mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full", tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words">
            {isNew && <span className="sr-only">New: </span>}
            {item.title}
          </span>
          {isNew && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden />}
        </span>
        <span className={cn("text-xs break-words text-muted-foreground", compact && "line-clamp-2")}>
          {item.description}
        </span>
        <RelativeTime value={item.createdAt} className="text-xs text-muted-foreground/90" />
      </span>
    </>
  );
}
