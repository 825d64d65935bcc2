// The four summary cards (spec 000 §2.4), each a link to its page.
import { ChartColumn, FileText, PenLine, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import type { DashboardSummary } from "@web/lib/api-types";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatAmount } from "@web/lib/format";

interface SummaryCard {
  testId: string;
  href: string;
  label: string;
  badge: string;
  badgeVariant: BadgeProps["variant"];
  icon: LucideIcon;
  value: (d: DashboardSummary) => string;
}

const count = (n: number | undefined) => (n ?? 0).toLocaleString("en-US");

const CARDS: SummaryCard[] = [
  {
    testId: "card-content",
    href: "/content",
    label: "Posts scheduled",
    badge: "Ready",
    badgeVariant: "info",
    icon: PenLine,
    value: (d) => count(d.content?.queueCount),
  },
  {
    testId: "card-clients",
    href: "/clients",
    label: "Clients",
    badge: "Active",
    badgeVariant: "success",
    icon: Users,
    value: (d) => count(d.clients?.totalCount),
  },
  {
    testId: "card-invoices",
    href: "/invoices",
    label: "Invoices",
    badge: "Processing",
    badgeVariant: "warning",
    icon: FileText,
    value: (d) => count(d.invoices?.totalCount),
  },
  {
    testId: "card-revenue",
    href: "/analytics",
    label: "Monthly revenue",
    badge: "Insights",
    badgeVariant: "secondary",
    icon: ChartColumn,
    value: (d) => formatAmount(d.revenue?.monthlyTotal ?? 0, d.revenue?.currency ?? "USD"),
  },
];

export function SummaryCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden data-testid="summary-cards-skeleton">
      {CARDS.map((c) => (
        <Skeleton key={c.href} className="h-32 rounded-xl" />
      ))}
    </div>
  );
}

export function SummaryCards({ data }: { data: DashboardSummary }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ testId, href, label, badge, badgeVariant, icon: Icon, value }) => (
        <li key={href} className="min-w-0">
          <Link
            href={href}
            data-testid={testId}
            className="group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all hover:border-primary/30 hover:shadow-md sm:p-5"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
                {value(data)}
              </span>
              <span className="text-sm text-muted-foreground">{label}</span>
            </span>
            {/* Last in reading order ("12, Posts scheduled, Ready"), shown in the corner. */}
            <Badge variant={badgeVariant} className="absolute top-4 right-4 sm:top-5 sm:right-5">
              {badge}
            </Badge>
          </Link>
        </li>
      ))}
    </ul>
  );
}
