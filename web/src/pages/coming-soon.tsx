import { ChartColumn, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { AppLayout } from "@web/components/layout/app-layout";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

// The signed-in routes that later issues fill (spec 000 §2.1, spec 001 §2). Each keeps its place in the
// navigation now and says plainly what it will do, rather than showing placeholder data.
const MODULES = {
  analytics: {
    title: "The Analyst",
    icon: ChartColumn,
    role: "Tracks income, leads, engagement and task completion, and sends a weekly Growth Pulse report.",
  },
} satisfies Record<string, { title: string; icon: LucideIcon; role: string }>;

export type ModuleKey = keyof typeof MODULES;

export default function ComingSoon({ module }: { module: ModuleKey }) {
  const { title, icon: Icon, role } = MODULES[module];
  return (
    <AppLayout>
      <div className="mx-auto max-w-2xl">
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          <Badge variant="info">Coming soon</Badge>
        </div>
        <Card>
          <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:p-8">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Icon className="size-6" aria-hidden />
            </span>
            <div className="grid gap-2">
              <p className="text-base text-foreground">{role}</p>
              <p className="text-sm text-muted-foreground">This module arrives in a coming release.</p>
              <Button asChild variant="outline" className="mt-2 w-fit">
                <Link href="/dashboard">Back to Dashboard</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
