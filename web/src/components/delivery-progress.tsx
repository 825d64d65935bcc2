// How far a batch of emails has gone (queued → sent), read from the server while it goes out.
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, TriangleAlert } from "lucide-react";
import type { BatchProgress } from "@core/mail/progress";
import { MAY_HAVE_BEEN_SENT } from "@core/mail/state";
import { Progress } from "@web/components/ui/progress";

export function DeliveryProgress({ batchId, noun = "email" }: { batchId: string; noun?: string }) {
  const { data, isError } = useQuery<BatchProgress>({
    queryKey: ["/api/outbox/batches", batchId],
    refetchInterval: (query) => (query.state.data?.done ? false : 1000),
  });
  if (isError) return <p className="text-sm text-muted-foreground">Sending in the background.</p>;
  if (!data) return <Progress value={null} aria-label="Preparing emails" />;
  const plural = (n: number) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const waiting = data.queued + data.sending;
  return (
    <div className="grid gap-2" data-testid="delivery-progress" aria-live="polite">
      <Progress
        value={(100 * (data.delivered + data.failed + data.cancelled + data.possiblySent)) / data.total}
        aria-label="Emails sent"
      />
      <p className="flex items-center gap-2 text-sm">
        {data.done && data.failed === 0 && data.possiblySent === 0 ? (
          <CircleCheck className="size-4 text-success" aria-hidden />
        ) : null}
        <span>
          {data.delivered} of {plural(data.total)} sent
          {waiting ? (data.retrying ? ` · ${data.retrying} will be retried` : ` · ${waiting} on the way`) : ""}
          {data.cancelled ? ` · ${data.cancelled} not sent: paid first` : ""}
          {data.possiblySent
            ? ` · ${data.possiblySent} ${MAY_HAVE_BEEN_SENT} (${data.possiblySentTo.join(", ")}): the mail server did not confirm ${data.possiblySent === 1 ? "it" : "them"}, so ${data.possiblySent === 1 ? "it is" : "they are"} not sent again automatically`
            : ""}
        </span>
      </p>
      {data.failed > 0 && (
        <div
          role="alert"
          className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4" aria-hidden />
            {plural(data.failed)} could not be sent
          </p>
          <ul className="mt-1 list-disc pl-5">
            {data.failures.map((f) => (
              <li key={f.to + f.error}>
                {f.to}: {f.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
