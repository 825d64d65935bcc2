import { Bell, CalendarClock, ChartColumn, Receipt, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/utils";

// Spec 000 §2.3 shows static sample entries; a later issue feeds this menu from real events. Until then
// the menu says plainly that these are examples, so nobody hunts for an invoice that does not exist.
const SAMPLES: { title: string; detail: string; icon: LucideIcon; tone: string }[] = [
  {
    title: "Overdue invoice",
    detail: "A client's payment is past its due date.",
    icon: Receipt,
    tone: "bg-destructive/10 text-destructive",
  },
  {
    title: "Content scheduled",
    detail: "A post is queued and ready to publish.",
    icon: CalendarClock,
    tone: "bg-primary/10 text-primary",
  },
  {
    title: "New client inquiry",
    detail: "A new lead is waiting for your reply.",
    icon: UserPlus,
    tone: "bg-success/10 text-success",
  },
  {
    title: "Weekly analytics report",
    detail: "Your weekly Growth Pulse is ready.",
    icon: ChartColumn,
    tone: "bg-warning/10 text-warning",
  },
];

export function NotificationsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Notifications"
          className="text-muted-foreground hover:text-foreground"
        >
          <Bell className="size-5" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(20rem,calc(100vw-1.5rem))]">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span>Notifications</span>
          <span className="text-xs font-normal text-muted-foreground">Examples of what you'll be told about</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {SAMPLES.map(({ title, detail, icon: Icon, tone }) => (
          <DropdownMenuItem key={title} className="items-start gap-3">
            <span className={cn("mt-0.5 flex size-8 items-center justify-center rounded-full", tone)}>
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="grid gap-0.5">
              <span className="font-medium">{title}</span>
              <span className="text-xs text-muted-foreground">{detail}</span>
            </span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link href="/notifications">View all notifications</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
