// 'Content calendar' (spec 001 §2): a Calendar/List toggle over the owner's posts, the detail dialog,
// and the calendar as CSV both ways. A notification's link (/content?post=<id>) opens that post.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, Download, List, Upload } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { getQueryFn } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { CalendarList } from "./calendar-list";
import { CalendarMonth } from "./calendar-month";
import { ImportPostsDialog } from "./calendar-import-dialog";
import { PostDialog } from "./calendar-post-dialog";
import type { PostView } from "./schedule-data";

export function ContentCalendarSection() {
  const today = useOwnerToday();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<PostView | null>(null);
  const [importing, setImporting] = useState(false);
  const params = new URLSearchParams(window.location.search);
  const [view, setView] = useState(params.get("view") === "list" ? "list" : "calendar");

  // /content?post=<id> (from a notification or a focus move) opens that post; ?view=calendar scrolls here.
  useEffect(() => {
    const id = params.get("post");
    if (params.has("post") || params.get("view") === "calendar") document.getElementById("calendar")?.scrollIntoView({ block: "start" });
    if (!id) return;
    void queryClient
      .fetchQuery({ queryKey: ["/api/events", id], queryFn: getQueryFn<PostView>({ on401: "throw" }) })
      .then(setOpen)
      .catch(() => null);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Card id="calendar">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 sm:flex-row">
        <div className="grid gap-1.5">
          <CardTitle as="h2" className="flex items-center gap-2">
            <CalendarDays className="size-5 text-primary" aria-hidden />
            Content Calendar
          </CardTitle>
          <CardDescription>Everything scheduled, published or waiting for you. Click a post to see it, edit or delete it.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
            <Upload aria-hidden /> Import CSV
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href="/api/events/export" download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <Tabs value={view} onValueChange={setView}>
          <TabsList>
            <TabsTrigger value="calendar">
              <CalendarDays aria-hidden /> Calendar
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden /> List
            </TabsTrigger>
          </TabsList>
          <TabsContent value="calendar" className="pt-4">
            <CalendarMonth today={today} onOpen={setOpen} />
          </TabsContent>
          <TabsContent value="list" className="pt-4">
            <CalendarList onOpen={setOpen} />
          </TabsContent>
        </Tabs>
      </CardContent>
      <PostDialog post={open} onClose={() => setOpen(null)} onChanged={setOpen} />
      <ImportPostsDialog open={importing} onOpenChange={setImporting} />
    </Card>
  );
}
