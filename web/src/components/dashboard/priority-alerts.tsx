// Priority Alerts (spec 000 §2.4, §4.3): urgent alerts, each with its one-click nudge.
import { useId } from "react";
import { BellRing, CircleCheck, Mail, UserRoundCheck, Zap } from "lucide-react";
import type { Alert } from "@web/lib/api-types";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { AppLink } from "@web/components/app-link";
import { nudgeLabel, useNudge } from "./nudge";

const ICONS: Record<string, typeof Mail> = { overdue_invoice: Mail, idle_client: UserRoundCheck };

/** The most valuable alerts (the server sends at most 10) and how many there are in all. */
export function PriorityAlerts({ alerts, total = alerts.length }: { alerts: Alert[]; total?: number }) {
  const more = total - alerts.length;
  return (
    <section aria-labelledby="priority-alerts-title" className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="priority-alerts-title" className="flex items-center gap-2 font-semibold">
          <BellRing className="size-4 text-destructive" aria-hidden />
          Priority Alerts
        </h3>
        <Badge variant={total > 0 ? "destructive" : "secondary"} data-testid="alerts-count">
          {total}
          <span className="sr-only"> {total === 1 ? "alert" : "alerts"}</span>
        </Badge>
      </div>

      {alerts.length === 0 ? (
        <p className="flex items-start gap-2 rounded-lg border border-success/20 bg-success/5 p-3 text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>
            <span className="font-medium">All caught up!</span>{" "}
            <span className="text-muted-foreground">No urgent alerts requiring attention</span>
          </span>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Urgent alerts">
          {alerts.map((alert) => (
            <AlertRow key={alert.id ?? `${alert.type}:${alert.invoiceId ?? alert.clientId}`} alert={alert} />
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="alerts-more">
          {more} more {more === 1 ? "alert" : "alerts"}, less pressing than these.{" "}
          <AppLink href="/tasks" className="font-medium text-primary underline-offset-4 hover:underline">
            See every move
          </AppLink>
        </p>
      )}
    </section>
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const nudge = useNudge();
  const Icon = ICONS[alert.type] ?? Zap;
  const titleId = useId();
  return (
    <li
      data-testid="priority-alert"
      data-alert-type={alert.type}
      aria-labelledby={titleId}
      className="grid grid-cols-1 gap-2 rounded-lg border border-destructive/15 bg-destructive/[0.03] p-3"
    >
      <div className="min-w-0">
        <p id={titleId} className="text-sm font-medium break-words">
          {alert.title}
        </p>
        <p className="text-sm break-words text-muted-foreground">{alert.description}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="w-fit"
        aria-describedby={titleId}
        disabled={nudge.isPending}
        onClick={() => nudge.mutate(alert)}
      >
        {nudge.isPending ? <Spinner /> : <Icon aria-hidden />}
        {nudge.isPending ? "Creating..." : nudgeLabel(alert.type)}
      </Button>
    </li>
  );
}
