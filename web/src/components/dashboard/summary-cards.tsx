import { ChartColumn, FileText, PenLine, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatUsd } from "@web/lib/format";
import type { DashboardSummary } from "./types";

interface SummaryCard {
  href: string;
  label: string;
  badge: string;
  badgeVariant: BadgeProps["variant"];
  icon: LucideIcon;
  value: (d: DashboardSummary) => string | null;
}

const count = (n: number | undefined) => (typeof n === "number" ? n.toLocaleString("en-US") : null);

const CARDS: SummaryCard[] = [
  {
    href: "/content",
    label: "Posts scheduled",
    badge: "Ready",
    badgeVariant: "info",
    icon: PenLine,
    value: (d) => count(d.content?.queueCount),
  },
  {
    href: "/clients",
    label: "Clients",
    badge: "Active",
    badgeVariant: "success",
    icon: Users,
    value: (d) => count(d.clients?.totalCount),
  },
  {
    href: "/invoices",
    label: "Invoices",
    badge: "Processing",
    badgeVariant: "warning",
    icon: FileText,
    value: (d) => count(d.invoices?.totalCount),
  },
  {
    href: "/analytics",
    label: "Monthly revenue",
    badge: "Insights",
    badgeVariant: "secondary",
    icon: ChartColumn,
    value: (d) => (d.revenue?.monthlyTotal !== undefined ? formatUsd(d.revenue.monthlyTotal) : null),
  },
];

export function SummaryCards({ data, isLoading }: { data: DashboardSummary | undefined; isLoading: boolean }) {
  if (isLoading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden>
        {CARDS.map((c) => (
          <Skeleton key={c.href} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ href, label, badge, badgeVariant, icon: Icon, value }) => {
        const shown = data ? value(data) : null;
        return (
          <li key={href}>
            <Link
              href={href}
              className="group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all hover:border-primary/30 hover:shadow-md sm:p-5"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                  {shown ?? (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">Not available yet</span>
                    </>
                  )}
                </span>
                <span className="text-sm text-muted-foreground">{label}</span>
              </span>
              {/* Last in reading order ("12, Posts scheduled, Ready"), shown in the corner. */}
              <Badge variant={badgeVariant} className="absolute top-4 right-4 sm:top-5 sm:right-5">
                {badge}
              </Badge>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
