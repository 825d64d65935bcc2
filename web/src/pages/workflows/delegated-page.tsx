// A helper's private task link (/delegated/:token), public and without an account: the task, the note
// from the business that asked, and "Mark as done" with a note. Nothing else of the owner is shown.
import { useId, useState, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "wouter";
import { CalendarClock, CircleCheck, Clock } from "lucide-react";
import type { DelegatedTaskView } from "@web/lib/api-types";
import { Logo } from "@web/components/layout/logo";
import { PublicPageGone, PublicPageLoading } from "@web/components/page/public-page-states";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { getQueryFn, readApiError } from "@web/lib/queryClient";
import { formatDay } from "@web/components/workflow-labels";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 via-background to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-2xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      <footer className="py-6 text-center text-xs text-muted-foreground">A private task link from Microteam</footer>
    </div>
  );
}

const keyOf = (token: string) => [`/api/public/delegations/${token}`] as const;

export default function DelegatedTaskPage() {
  const { token = "" } = useParams<{ token: string }>();
  const query = useQuery<DelegatedTaskView>({
    queryKey: keyOf(token),
    queryFn: getQueryFn({ on401: "throw" }),
    retry: false,
  });

  if (query.isLoading) {
    return (
      <Frame>
        <PublicPageLoading label="Loading the task" bodyClassName="h-48" />
      </Frame>
    );
  }
  if (query.isError || !query.data) {
    const status = readApiError(query.error).status;
    return (
      <Frame>
        <PublicPageGone title={status === 429 ? "Too many requests" : "This link no longer works"}>
          {status === 429
            ? "Please wait a few minutes and open the link again."
            : "The task may have been taken back or handed to someone else. Reply to the email you received to ask."}
        </PublicPageGone>
      </Frame>
    );
  }
  return (
    <Frame>
      <TaskView token={token} view={query.data} />
    </Frame>
  );
}

function TaskView({ token, view }: { token: string; view: DelegatedTaskView }) {
  const asker = view.businessName ?? "Someone you work with";
  const firstName = view.helperName.split(/\s+/)[0];
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm text-muted-foreground">Hi {firstName},</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">{asker} asked for your help</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="break-words" data-testid="delegated-title">
            {view.task.title}
          </CardTitle>
          <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
            {view.task.dueDate && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden />
                Due {formatDay(view.task.dueDate)}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              About {view.task.estimatedTime} minutes
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {view.task.description && <p className="whitespace-pre-line">{view.task.description}</p>}
          {view.message && (
            <blockquote className="border-l-4 border-primary/40 pl-3 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Note from {asker}:</span> {view.message}
            </blockquote>
          )}
          {view.status === "done" ? <Done view={view} asker={asker} /> : <MarkDone token={token} asker={asker} />}
        </CardContent>
      </Card>
    </div>
  );
}

function Done({ view, asker }: { view: DelegatedTaskView; asker: string }) {
  return (
    <div
      className="grid gap-2 rounded-lg border border-success/30 bg-success/5 p-4"
      role="status"
      data-testid="delegated-done"
    >
      <p className="inline-flex items-center gap-2 font-medium text-success">
        <CircleCheck className="size-5" aria-hidden />
        {view.completedBy === "owner"
          ? `${asker} has marked this task done.`
          : `Done. Thank you! ${asker} has been told.`}
      </p>
      {view.completionNote && <p className="text-sm text-muted-foreground">Your note: {view.completionNote}</p>}
    </div>
  );
}

function MarkDone({ token, asker }: { token: string; asker: string }) {
  const id = useId();
  const [note, setNote] = useState("");
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: async () => {
      const res = await fetch(`/api/public/delegations/${token}/complete`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ note }),
      });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as DelegatedTaskView;
    },
    onSuccess: (view) => queryClient.setQueryData(keyOf(token), view),
  });
  const error = complete.error ? readApiError(complete.error) : null;
  return (
    <form
      className="grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        complete.mutate();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>
          A note for {asker} <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What you did, anything they should know"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.status === 409
            ? "This task has already been marked done."
            : error.message || "Something went wrong. Please try again."}
        </p>
      )}
      <Button type="submit" disabled={complete.isPending} className="w-full sm:w-fit">
        {complete.isPending ? <Spinner /> : <CircleCheck aria-hidden />}
        {complete.isPending ? "Saving..." : "Mark as done"}
      </Button>
    </form>
  );
}
