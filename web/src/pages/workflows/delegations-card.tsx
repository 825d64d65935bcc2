// Who has what: the tasks handed to helpers, when the link was opened, and when and how each was done.
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, MailWarning, Undo2, UserRoundCheck } from "lucide-react";
import { POSSIBLY_SENT, possiblySentSentence } from "@core/mail/state";
import type { DelegationView } from "@web/lib/api-types";
import { RelativeTime } from "@web/components/relative-time";
import { ListPager } from "@web/components/paged-table/pager";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { usePagedList } from "@web/lib/paging";
import { apiRequest } from "@web/lib/queryClient";
import { DELEGATIONS_KEY, toastFailure, useInvalidateTeam } from "@web/lib/workflow-queries";

const PAGE_SIZE = 8;

export function DelegationsCard() {
  const list = usePagedList<DelegationView>({ path: DELEGATIONS_KEY[0], limit: PAGE_SIZE });
  return (
    <Card role="region" aria-labelledby="delegations-title">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" id="delegations-title" className="flex items-center gap-2">
          <UserRoundCheck className="size-5 text-brand-violet" aria-hidden />
          Delegated
        </CardTitle>
        <CardDescription>Tasks your helpers have, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">
        {list.isLoading ? (
          <Skeleton className="h-16" />
        ) : list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            Nothing delegated yet. Use Delegate on a step to hand it to a virtual assistant or a teammate.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Delegated tasks">
            {list.items.map((d) => (
              <DelegationRow key={d.id} delegation={d} />
            ))}
          </ul>
        )}
      </CardContent>
      {list.total > PAGE_SIZE && <ListPager list={list} noun="tasks" />}
    </Card>
  );
}

function DelegationRow({ delegation: d }: { delegation: DelegationView }) {
  const invalidate = useInvalidateTeam();
  const takeBack = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/tasks/{id}/delegation", { path: { id: d.taskId } }),
    onSuccess: () => {
      toast({
        title: "Task taken back",
        description: `"${d.taskTitle}" is yours again; ${d.helperName}'s link no longer works.`,
      });
      void invalidate();
    },
    onError: (e) => toastFailure(e, "Could not take the task back."),
  });
  return (
    <li className="grid gap-1.5 rounded-lg border p-3 text-sm" data-testid="delegation">
      <p className="font-medium break-words">{d.taskTitle}</p>
      {d.workflowTitle && <p className="text-xs text-muted-foreground">{d.workflowTitle}</p>}
      <p>
        <span className="font-medium">{d.helperName}</span>{" "}
        <span className="break-all text-muted-foreground">({d.helperEmail})</span>
      </p>
      {d.completedAt ? (
        <div className="grid gap-1 text-success">
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck className="size-4" aria-hidden />
            {d.completedBy === "owner" ? "You marked it done" : "Done"} <RelativeTime value={d.completedAt} />
          </span>
          {d.completionNote && <q className="text-muted-foreground">{d.completionNote}</q>}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">
            Sent <RelativeTime value={d.delegatedAt} /> ·{" "}
            {d.viewedAt ? (
              <>
                opened <RelativeTime value={d.viewedAt} />
              </>
            ) : (
              "not opened yet"
            )}
          </span>
          <Button size="sm" variant="ghost" disabled={takeBack.isPending} onClick={() => takeBack.mutate()}>
            {takeBack.isPending ? <Spinner /> : <Undo2 aria-hidden />}
            Take back
          </Button>
        </div>
      )}
      {d.email?.status === POSSIBLY_SENT && (
        <p className="inline-flex items-start gap-1.5 text-xs text-warning">
          <MailWarning className="size-4 shrink-0" aria-hidden />
          {possiblySentSentence("The email", d.helperEmail)}
        </p>
      )}
      {d.email?.status === "failed" && (
        <p className="inline-flex items-start gap-1.5 text-xs text-destructive">
          <MailWarning className="size-4 shrink-0" aria-hidden />
          The email to {d.helperEmail} could not be sent{d.email.error ? `: ${d.email.error}` : ""}. Delegate again with
          another address.
        </p>
      )}
    </li>
  );
}
