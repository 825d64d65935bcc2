// How workflows read on screen: category and status labels, with an icon for each status.
import { CircleCheck, CirclePause, CirclePlay, Clock, type LucideIcon } from "lucide-react";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

export const CATEGORY_LABELS: Record<string, string> = {
  growth: "Growth",
  efficiency: "Efficiency",
  "client-retention": "Client retention",
  revenue: "Revenue",
};

const STATUS: Record<string, { label: string; icon: LucideIcon; variant: BadgeProps["variant"] }> = {
  active: { label: "Active", icon: CirclePlay, variant: "success" },
  paused: { label: "Paused", icon: CirclePause, variant: "warning" },
  completed: { label: "Completed", icon: CircleCheck, variant: "info" },
  pending: { label: "Pending", icon: Clock, variant: "secondary" },
};

export function CategoryBadge({ category }: { category: string | null }) {
  if (!category) return null;
  return <Badge variant="outline">{CATEGORY_LABELS[category] ?? category}</Badge>;
}

export function StatusBadge({ status }: { status: string }) {
  const s = STATUS[status] ?? STATUS.pending;
  const Icon = s.icon;
  return (
    <Badge variant={s.variant} data-status={status}>
      <Icon aria-hidden />
      {s.label}
    </Badge>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
/** 'YYYY-MM-DD' → "Tue, Nov 25". */
export const formatDay = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`));
