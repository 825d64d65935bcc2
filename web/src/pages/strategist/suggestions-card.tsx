// 'AI Business Suggestions' (spec 001 §2): Generate Insights ('Analyzing...'), each pending suggestion
// with its badges, why, impact and minutes, and 'Accept as Task'. The feed is Pro (spec 000 §6): a
// Starter owner sees the upgrade in its place.
import { BrainCircuit, Check, Clock, Lock, Sparkles, X } from "lucide-react";
import { Link } from "wouter";
import type { SuggestionView } from "@web/lib/api-types";
import { ListPager } from "@web/components/paged-table/pager";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/hooks/useAuth";
import { usePagedList } from "@web/lib/paging";
import { CATEGORY_LABELS } from "@web/components/workflow-labels";
import { SUGGESTIONS_KEY, useAcceptSuggestion, useDismissSuggestion, useGenerateInsights } from "./queries";

const PAGE_SIZE = 6;
const PRIORITY: Record<string, BadgeProps["variant"]> = { high: "destructive", medium: "warning", low: "secondary" };
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);

export function SuggestionsCard() {
  const { user } = useAuth();
  // The server's answer (its clock decides when a trial ends), never worked out here.
  const pro = !!user && user.plan.pro;
  const generate = useGenerateInsights();
  const list = usePagedList<SuggestionView>({
    path: SUGGESTIONS_KEY[0],
    params: { status: "pending" },
    limit: PAGE_SIZE,
  });

  return (
    <Card role="region" aria-labelledby="suggestions-title">
      <CardHeader className="gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" id="suggestions-title" className="flex items-center gap-2">
            <BrainCircuit className="size-5 text-primary" aria-hidden />
            AI Business Suggestions
          </CardTitle>
          {pro && (
            <Button size="sm" onClick={() => generate.mutate()} disabled={generate.isPending}>
              {generate.isPending ? <Spinner /> : <Sparkles aria-hidden />}
              {generate.isPending ? "Analyzing..." : "Generate Insights"}
            </Button>
          )}
        </div>
        <CardDescription>
          Tasks worth doing this month, from your own figures. Accept one to add it to your tasks.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {!pro ? (
          <div className="grid gap-3 rounded-lg border border-dashed p-4 text-sm" data-testid="suggestions-upgrade">
            <p className="inline-flex items-center gap-2 font-medium">
              <Lock className="size-4" aria-hidden />
              Pro Only
            </p>
            <p className="text-muted-foreground">
              The AI business suggestion feed reads your invoices, clients and tasks and suggests what to do next.
            </p>
            <Button asChild size="sm" className="w-fit">
              <Link href="/checkout?tier=pro">Upgrade</Link>
            </Button>
          </div>
        ) : null}
        {list.isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : list.items.length === 0 ? (
          pro && (
            <p
              className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
              data-testid="suggestions-empty"
            >
              No suggestions yet. Press Generate Insights to read your latest figures.
            </p>
          )
        ) : (
          <ul className="mt-3 grid gap-3 first:mt-0" aria-label="Suggestions">
            {list.items.map((s) => (
              <SuggestionRow key={s.id} suggestion={s} />
            ))}
          </ul>
        )}
      </CardContent>
      {list.total > PAGE_SIZE && <ListPager list={list} noun="suggestions" />}
    </Card>
  );
}

function SuggestionRow({ suggestion: s }: { suggestion: SuggestionView }) {
  const accept = useAcceptSuggestion();
  const dismiss = useDismissSuggestion();
  const busy = accept.isPending || dismiss.isPending;
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="suggestion">
      <h3 className="font-medium break-words">{s.title}</h3>
      <div className="flex flex-wrap gap-2">
        <Badge variant={PRIORITY[s.priority] ?? "secondary"}>{capitalize(s.priority)} priority</Badge>
        {s.category && <Badge variant="outline">{CATEGORY_LABELS[s.category] ?? s.category}</Badge>}
        {s.source === "model" && <Badge variant="info">AI model</Badge>}
      </div>
      {s.description && <p className="text-sm text-muted-foreground">{s.description}</p>}
      {s.reasoning && (
        <p className="text-sm">
          <span className="font-medium">Why:</span> <span className="text-muted-foreground">{s.reasoning}</span>
        </p>
      )}
      {s.potentialImpact && (
        <p className="text-sm">
          <span className="font-medium">Potential impact:</span>{" "}
          <span className="text-success">{s.potentialImpact}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {s.estimatedTime} min
        </span>
        {s.status === "pending" && (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => dismiss.mutate(s.id)}
              aria-label={`Not now: ${s.title}`}
            >
              {dismiss.isPending ? <Spinner /> : <X aria-hidden />}
              Not now
            </Button>
            <Button size="sm" disabled={busy} onClick={() => accept.mutate(s.id)}>
              {accept.isPending ? <Spinner /> : <Check aria-hidden />}
              Accept as Task
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
