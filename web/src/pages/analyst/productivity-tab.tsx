// Productivity (spec 001 §2): Daily Productivity (daily average, current streak) and Weekly Goals
// (progress toward the owner's goal, tasks remaining), with the tasks completed per week.
import { useState, type FormEvent } from "react";
import { Flame, Target } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Progress } from "@web/components/ui/progress";
import type { AnalyticsView } from "@web/lib/api-types";
import { ChartFrame, Charts } from "./chart-frame";
import { tasksSummary } from "./chart-data";
import { useSetWeeklyGoal } from "./queries";

const GOAL_SOURCE: Record<AnalyticsView["productivity"]["weeklyGoal"]["source"], string> = {
  owner: "Your goal.",
  history: "Suggested from your last 4 weeks (their average plus one). Set your own any time.",
  starter: "A starting goal: you have no completed weeks yet. Set your own any time.",
};

export function ProductivityTab({ data }: { data: AnalyticsView }) {
  const p = data.productivity;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card data-testid="daily-productivity">
          <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
            <CardTitle as="h3" className="flex items-center gap-2 text-base">
              <Flame className="size-4 text-primary" aria-hidden /> Daily Productivity
            </CardTitle>
            <CardDescription>Tasks completed in the last 7 days, divided by 7.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 px-4 pb-4 sm:px-6 sm:pb-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p>
                <span className="text-2xl font-semibold tabular-nums" data-testid="daily-average">
                  {p.dailyAverage}
                </span>{" "}
                <span className="text-sm text-muted-foreground">tasks a day ({p.completedLast7} this past week)</span>
              </p>
              <p className="text-sm" data-testid="current-streak">
                Current streak:{" "}
                <span className="font-semibold tabular-nums">
                  {p.currentStreak} {p.currentStreak === 1 ? "day" : "days"}
                </span>
              </p>
            </div>
            <Progress
              value={p.paceOfGoalPercent}
              aria-label={`Last 7 days against your weekly goal: ${p.paceOfGoalPercent}%`}
            />
            <p className="text-xs text-muted-foreground">
              The last 7 days reached {p.paceOfGoalPercent}% of your weekly goal of {p.weeklyGoal.goal}.
            </p>
          </CardContent>
        </Card>
        <WeeklyGoalCard goal={p.weeklyGoal} />
      </div>
      <ChartFrame
        id="tasks-per-week"
        title="Tasks completed per week"
        description="Weeks start on Monday, in your time zone."
        summary={tasksSummary(p.tasksPerWeek)}
      >
        <Charts.TasksPerWeek weeks={p.tasksPerWeek} />
      </ChartFrame>
    </div>
  );
}

function WeeklyGoalCard({ goal }: { goal: AnalyticsView["productivity"]["weeklyGoal"] }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(goal.goal));
  const [error, setError] = useState<string | null>(null);
  const save = useSetWeeklyGoal(() => setEditing(false));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 500) {
      setError("Enter a whole number of tasks from 1 to 500.");
      return;
    }
    setError(null);
    save.mutate(n);
  };

  return (
    <Card data-testid="weekly-goal">
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Target className="size-4 text-primary" aria-hidden /> Weekly Goals
        </CardTitle>
        <CardDescription>{GOAL_SOURCE[goal.source]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="flex items-baseline justify-between gap-2">
          <span>
            <span className="text-2xl font-semibold tabular-nums" data-testid="weekly-goal-progress">
              {goal.completedThisWeek}/{goal.goal}
            </span>{" "}
            <span className="text-sm text-muted-foreground">tasks this week</span>
          </span>
          <span className="text-sm" data-testid="weekly-goal-remaining">
            {goal.remaining === 0 ? "Goal reached" : `${goal.remaining} to go`}
          </span>
        </p>
        <Progress value={goal.percent} aria-label={`Weekly goal: ${goal.percent}%`} />
        {editing ? (
          <form onSubmit={submit} className="grid gap-2" noValidate>
            <Label htmlFor="weekly-goal-input">Tasks a week</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="weekly-goal-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={500}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                className="w-28"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "weekly-goal-error" : undefined}
                autoFocus
              />
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save goal"}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
            {error && (
              <p id="weekly-goal-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setValue(String(goal.goal));
                setEditing(true);
              }}
            >
              Set weekly goal
            </Button>
            {goal.source === "owner" && (
              <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
                Use my history instead
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
