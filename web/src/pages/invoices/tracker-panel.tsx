// Panel 2 of The Admin: the five totals, then the invoices on a calendar or as a list by due date.
import { CalendarDays, ChartNoAxesColumn, List } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useInvoiceSummary } from "./queries";
import { TrackerCalendar } from "./tracker-calendar";
import { TrackerList } from "./tracker-list";
import { TrackerTiles } from "./tracker-tiles";

export function TrackerPanel({ today }: { today: string }) {
  const summary = useInvoiceSummary();

  return (
    <Card role="region" aria-labelledby="tracker-panel-title">
      <Tabs defaultValue="calendar" className="gap-0">
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <ChartNoAxesColumn className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <CardTitle as="h2" id="tracker-panel-title">
                Invoice Tracker
              </CardTitle>
              <CardDescription>What is paid, what is coming in and what is late.</CardDescription>
            </div>
          </div>
          <TabsList aria-label="Tracker view" className="self-start">
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden />
              Calendar
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden />
              List
            </TabsTrigger>
          </TabsList>
        </CardHeader>

        <CardContent className="grid gap-6">
          <TrackerTiles summary={summary.data} isLoading={summary.isLoading} />
          <TabsContent value="calendar">
            <TrackerCalendar today={today} />
          </TabsContent>
          <TabsContent value="list">
            <TrackerList />
          </TabsContent>
        </CardContent>
      </Tabs>
    </Card>
  );
}
