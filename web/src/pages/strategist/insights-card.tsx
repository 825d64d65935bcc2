// 'Personalized Workflow Insights' (spec 001 §2): each insight with its impact and difficulty, what it
// is worth, the minutes it takes and its steps; where they came from.
import { Clock, Lightbulb, TrendingUp } from "lucide-react";
import type { AiInsightsView } from "@web/lib/api-types";
import { RelativeTime } from "@web/components/relative-time";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

const IMPACT: Record<string, BadgeProps["variant"]> = { high: "destructive", medium: "warning", low: "secondary" };
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);

export function InsightsCard({ data }: { data: AiInsightsView }) {
  return (
    <Card role="region" aria-labelledby="insights-title">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" id="insights-title" className="flex items-center gap-2">
          <Lightbulb className="size-5 text-warning" aria-hidden />
          Personalized Workflow Insights
        </CardTitle>
        <CardDescription data-testid="insights-source">
          {data.insightsSource === "model" && data.insightsGeneratedAt ? (
            <>
              Written by your AI model from your figures <RelativeTime value={data.insightsGeneratedAt} />.
            </>
          ) : (
            "From the offline engine's rules over your figures as they are now."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {data.insights.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            Your AI strategist is analysing your business. Add clients, invoices and tasks, and insights appear here.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Insights">
            {data.insights.map((insight) => (
              <li key={insight.title} className="grid content-start gap-2 rounded-lg border p-4" data-testid="insight">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium break-words">{insight.title}</h3>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant={IMPACT[insight.impact] ?? "secondary"}>{capitalize(insight.impact)} impact</Badge>
                  <Badge variant="outline">{capitalize(insight.difficulty)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{insight.description}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <span className="inline-flex items-center gap-1 text-success">
                    <TrendingUp className="size-4" aria-hidden />
                    {insight.businessImpact}
                  </span>
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <Clock className="size-4" aria-hidden />
                    {insight.timeToImplement} min
                  </span>
                </p>
                {insight.specificSteps.length > 0 && (
                  <ol className="ml-5 list-decimal text-sm text-foreground/90">
                    {insight.specificSteps.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
