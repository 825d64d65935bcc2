// Smart Admin Assistant (spec 000 §2.4): alerts, the automation queue and active workflows.
import { Bot } from "lucide-react";
import type { DashboardSummary } from "@web/lib/api-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Separator } from "@web/components/ui/separator";
import { ActiveWorkflows } from "./active-workflows";
import { AdminQueue } from "./admin-queue";
import { PriorityAlerts } from "./priority-alerts";

export function SmartAdminPanel({ data }: { data: DashboardSummary }) {
  return (
    <Card role="region" aria-labelledby="smart-admin-title">
      <CardHeader className="p-4 sm:p-6 sm:pb-4">
        <CardTitle as="h2" id="smart-admin-title" className="flex items-center gap-2">
          <Bot className="size-5 text-primary" aria-hidden />
          Smart Admin Assistant
        </CardTitle>
        <CardDescription>Follow-ups and automations, ready when you are.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 px-4 pb-4 sm:px-6 sm:pb-6">
        <PriorityAlerts alerts={data.alerts?.urgent ?? []} total={data.alerts?.total} />
        <Separator />
        <AdminQueue data={data} />
        <Separator />
        <ActiveWorkflows workflows={data.workflows?.active ?? []} />
      </CardContent>
    </Card>
  );
}
