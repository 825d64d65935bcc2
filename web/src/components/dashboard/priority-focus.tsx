import { CircleCheck, Plus, Target } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/**
 * Today's Priority Focus (spec 000 §2.4). This issue ships the frame and its empty state; the
 * prioritised task list (GET /api/tasks/prioritized) arrives with the tasks issue.
 */
export function PriorityFocus({ isLoading }: { isLoading: boolean }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden />
          Today's Priority Focus
        </CardTitle>
        <CardDescription>AI analyzes your business context to surface what matters most</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3" aria-hidden>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-lg" />
            ))}
          </div>
        ) : (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
              <CircleCheck className="size-6" aria-hidden />
            </span>
            <p className="mt-4 max-w-sm text-sm text-muted-foreground">
              <strong className="block text-base font-semibold text-foreground">All caught up!</strong> No pending
              tasks. Time to focus on growth!
            </p>
            <Button asChild className="mt-5">
              <Link href="/tasks">
                <Plus aria-hidden />
                Create New Task
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
