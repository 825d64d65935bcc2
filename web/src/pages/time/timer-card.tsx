// The timer: what runs now (client, description, a stopwatch) with Stop, and a form to start one for a
// client. One timer runs at a time: starting another stops the running one (docs/decisions/316).
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Play, Square, Timer } from "lucide-react";
import type { TimerStarted, TimerStopped } from "@core/time-entries/schemas";
import { formatDuration } from "@core/time-entries/duration";
import { RetryCard } from "@web/components/dashboard/retry-card";
import { ClientField } from "@web/components/form/client-field";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { useNow } from "@web/hooks/use-now";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { elapsed } from "./elapsed";
import { useRefreshTime, useTimer } from "@web/lib/time-queries";

interface Values {
  clientId: string;
  description: string;
}

export function TimerCard() {
  const id = useId();
  const timer = useTimer();
  const refresh = useRefreshTime();
  const now = useNow(1000);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { clientId: "", description: "" } });
  const running = timer.data?.running ?? null;

  const start = useSingleFlightMutation({
    mutationFn: async (v: Values) =>
      (await (
        await apiRequest("POST", "/api/time-entries/timer/start", {
          body: { clientId: v.clientId, description: v.description.trim() || null },
        })
      ).json()) as TimerStarted,
    onSuccess: ({ started, stopped }) => {
      toast({
        title: `Timer started for ${started.clientName}`,
        description: stopped
          ? `The timer for ${stopped.clientName} stopped at ${formatDuration(stopped.minutes ?? 0)}.`
          : undefined,
      });
      form.reset({ clientId: form.getValues("clientId"), description: "" });
      void refresh();
    },
    onError: (error) => {
      const { message, matchedField } = setServerErrors(form.setError, error, ["clientId", "description"]);
      setFormError(matchedField ? null : message);
    },
  });

  const stop = useSingleFlightMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/time-entries/timer/stop")).json()) as TimerStopped,
    onSuccess: ({ stopped }) => {
      toast({
        title: `Timer stopped: ${formatDuration(stopped.minutes ?? 0)}`,
        description: `${stopped.clientName}${stopped.description ? ` · ${stopped.description}` : ""}`,
      });
      void refresh();
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: readApiError(error).message });
      void refresh();
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Timer className="size-4" aria-hidden />
          Timer
        </CardTitle>
        <CardDescription>One timer runs at a time: starting another stops the one running.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {timer.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : timer.isError ? (
          <RetryCard message="We couldn't load your timer." onRetry={() => void timer.refetch()} />
        ) : running ? (
          <div
            className="flex flex-col gap-3 rounded-lg border bg-accent/40 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="running-timer"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate font-medium">{running.clientName}</p>
              {running.description && <p className="truncate text-sm text-muted-foreground">{running.description}</p>}
              <p className="font-mono text-2xl tabular-nums" aria-label="Time so far">
                {elapsed(running.startedAt, now)}
              </p>
            </div>
            <Button
              variant="destructive"
              onClick={() => stop.mutate()}
              disabled={stop.isPending}
              className="self-start sm:self-center"
            >
              {stop.isPending ? <Spinner /> : <Square aria-hidden />}
              Stop timer
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No timer is running.</p>
        )}
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={form.handleSubmit((v) => {
            setFormError(null);
            if (!v.clientId) return form.setError("clientId", { message: "Client is required" });
            start.mutate(v);
          })}
        >
          <ClientField id={`${id}-client`} control={form.control} error={form.formState.errors.clientId?.message} />
          <Field
            label="Description"
            htmlFor={`${id}-description`}
            error={form.formState.errors.description?.message}
            optional
          >
            <Input id={`${id}-description`} placeholder="What you are working on" {...form.register("description")} />
          </Field>
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? <Spinner /> : <Play aria-hidden />}
            Start timer
          </Button>
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
              {formError}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
