// The Strategist's three summary cards (spec 001 §2): Business Health (overall score and a bar per
// category, each opening onto the numbers behind it), Your Business, Your Patterns.
import { Activity, Building2, ChevronRight, Repeat } from "lucide-react";
import type { AiInsightsView, CategoryScore } from "@web/lib/api-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { cn } from "@web/lib/utils";

/** Spec 001 §2 defaults when there is nothing yet. */
export const DEFAULTS = { health: 0, niche: "General", automation: "Moderate", goals: "Growing revenue & efficiency" };

const tone = (score: number) => (score >= 70 ? "bg-success" : score >= 40 ? "bg-warning" : "bg-destructive");

export function HealthCard({ data }: { data: AiInsightsView | undefined }) {
  const overall = data?.healthScore.overallScore ?? DEFAULTS.health;
  return (
    <Card role="region" aria-labelledby="health-title">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-3">
        <CardTitle as="h2" id="health-title" className="flex items-center gap-2 text-base">
          <Activity className="size-4 text-primary" aria-hidden />
          Business Health
        </CardTitle>
        <CardDescription>A weighted mean of five scores from your data. Open one to see its numbers.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold tabular-nums" data-testid="health-score">
            {overall}
          </span>
          <span className="text-muted-foreground">/100</span>
        </p>
        <ul className="grid gap-2" aria-label="Health by category">
          {(data?.healthScore.breakdown ?? []).map((c) => (
            <CategoryRow key={c.key} category={c} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CategoryRow({ category: c }: { category: CategoryScore }) {
  return (
    <li data-testid="health-category" data-key={c.key}>
      <details className="group">
        <summary
          className="grid cursor-pointer list-none gap-1 rounded-md py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
          title={c.score === null ? (c.note ?? undefined) : c.facts.join("\n")}
        >
          <span className="flex items-center justify-between gap-2 text-sm">
            <span className="inline-flex items-center gap-1">
              <ChevronRight
                className="size-3.5 text-muted-foreground transition-transform group-open:rotate-90"
                aria-hidden
              />
              {c.label}
              <span className="text-xs text-muted-foreground">· weight {c.weight}%</span>
            </span>
            <span className={cn("tabular-nums", c.score === null && "text-xs text-muted-foreground")}>
              {c.score === null ? "Not enough data" : `${c.score}%`}
            </span>
          </span>
          <Progress
            value={c.score ?? 0}
            aria-label={`${c.label}: ${c.score === null ? "not enough data" : `${c.score} out of 100`}`}
            indicatorClassName={c.score === null ? "bg-transparent" : tone(c.score)}
            className="h-1.5"
          />
        </summary>
        <ul className="mt-1 grid gap-0.5 pl-5 text-xs text-muted-foreground">
          {c.note && <li className="font-medium text-foreground/80">{c.note}</li>}
          {c.facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export function BusinessCard({ data }: { data: AiInsightsView | undefined }) {
  const ctx = data?.businessContext;
  const rows = [
    ["Niche", ctx?.niche || DEFAULTS.niche],
    ["Automation level", ctx?.automationLevel || DEFAULTS.automation],
    ["Goals", ctx?.goals || DEFAULTS.goals],
  ];
  return (
    <Card role="region" aria-labelledby="business-title">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-3">
        <CardTitle as="h2" id="business-title" className="flex items-center gap-2 text-base">
          <Building2 className="size-4 text-brand-violet" aria-hidden />
          Your Business
        </CardTitle>
        <CardDescription>From your profile; change it in Settings.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function PatternsCard({ data }: { data: AiInsightsView | undefined }) {
  const p = data?.usagePatterns;
  const rows: { label: string; value: string | null; empty: string; hint: string }[] = [
    {
      label: "Task completion",
      value: p?.taskCompletionRate == null ? null : `${p.taskCompletionRate}%`,
      empty: "No tasks yet",
      hint: "Your tasks completed, of all your tasks",
    },
    {
      label: "Client engagement",
      value: p?.clientEngagementLevel == null ? null : `${p.clientEngagementLevel}/10`,
      empty: "No active clients yet",
      hint: "How recently and how often you are in touch with active clients (90 days)",
    },
    {
      label: "Admin time",
      value: p?.timeSpentOnAdmin == null ? null : `${p.timeSpentOnAdmin} h/week`,
      empty: "Nothing completed in 4 weeks",
      hint: "Estimated minutes of admin, invoicing and finance tasks completed in the last 4 weeks",
    },
  ];
  return (
    <Card role="region" aria-labelledby="patterns-title">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-3">
        <CardTitle as="h2" id="patterns-title" className="flex items-center gap-2 text-base">
          <Repeat className="size-4 text-success" aria-hidden />
          Your Patterns
        </CardTitle>
        <CardDescription>How you work, from what you did.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        <dl className="grid gap-3 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="flex items-baseline justify-between gap-3" title={r.hint}>
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd
                className={cn(
                  "text-right font-semibold tabular-nums",
                  r.value === null && "text-xs font-normal text-muted-foreground",
                )}
              >
                {r.value ?? r.empty}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
