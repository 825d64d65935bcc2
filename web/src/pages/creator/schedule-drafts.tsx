// What the Creator drafted after a paid invoice (issue 11 §5): a thank-you email asking for a
// testimonial (edit, then send) and a short case-study post (open, fill in, give it a date). Nothing
// goes out until the owner says so.
import { useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { FileText, Mail, Send } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { usePagedList } from "@web/lib/paging";
import { DRAFTS_KEY, useRefreshPosts, type PostView } from "./schedule-data";

function EmailDraft({ draft }: { draft: PostView }) {
  const refresh = useRefreshPosts();
  const [subject, setSubject] = useState(draft.title);
  const [body, setBody] = useState(draft.description);
  const to = (draft.metadata.to as string | null) ?? null;
  const send = useSingleFlightMutation({
    mutationFn: async () => (
        await apiRequest("POST", "/api/posts/drafts/{id}/send", { path: { id: draft.id }, body: { subject, body } })
      ).json() as Promise<{ message: string }>,
    onSuccess: (r) => {
      toast({ title: "Email queued", description: r.message });
      void refresh();
    },
    onError: (error) => toast({ variant: "destructive", title: "Error", description: readApiError(error).message }),
  });
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="email-draft">
      <span className="flex items-center gap-2 text-sm font-medium">
        <Mail className="size-4 text-primary" aria-hidden /> Thank-you email{to ? ` to ${to}` : ""}
        <Badge variant="outline">Draft</Badge>
      </span>
      <Input aria-label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <Textarea aria-label="Message" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />
      <Button className="w-fit" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? <Spinner /> : <Send aria-hidden />} Send
      </Button>
    </li>
  );
}

export function DraftsSection({ onOpen }: { onOpen: (post: PostView) => void }) {
  const drafts = usePagedList<PostView>({ path: "/api/posts/drafts", key: DRAFTS_KEY, limit: 20 });
  if (drafts.isLoading || drafts.items.length === 0) return null;
  return (
    <Card id="drafts">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden />
          Drafts waiting for you
        </CardTitle>
        <CardDescription>Written by The Creator when an invoice was paid. Nothing is sent or posted until you say so.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {drafts.items.map((draft) =>
            draft.type === "email_draft" ? (
              <EmailDraft key={draft.id} draft={draft} />
            ) : (
              <li key={draft.id} className="grid gap-2 rounded-lg border p-3" data-testid="post-draft">
                <span className="flex items-center gap-2 text-sm font-medium">
                  {draft.title} <Badge variant="outline">Draft</Badge>
                </span>
                <p className="line-clamp-3 text-sm whitespace-pre-wrap text-muted-foreground">{draft.description}</p>
                <Button className="w-fit" size="sm" variant="outline" onClick={() => onOpen(draft)}>
                  Review and schedule
                </Button>
              </li>
            ),
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
