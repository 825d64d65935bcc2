// Approval links (issue 11 §5): a public, unguessable link for a client or partner, who sees the posts
// sent for approval and approves each or asks for changes with a comment. Revocable at any time.
import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Copy, Link2, Trash2 } from "lucide-react";
import type { ApprovalLinkView } from "@core/creator/approvals/links";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { usePagedList } from "@web/lib/paging";

const KEY = ["/api/approvals/links"] as const;

export function ApprovalLinksSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const links = usePagedList<ApprovalLinkView>({ path: "/api/approvals/links", key: KEY, limit: 20 });
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const create = useSingleFlightMutation({
    mutationFn: async () => (await apiRequest("POST", "/api/approvals/links", { body: { label } })).json() as Promise<ApprovalLinkView>,
    onSuccess: async (link) => {
      setLabel("");
      setError(undefined);
      void refresh();
      await copy(link);
    },
    onError: (e) => setError(readApiError(e).fields?.label ?? readApiError(e).message),
  });
  const revoke = useSingleFlightMutation({
    mutationFn: async (linkId: string) => apiRequest("DELETE", "/api/approvals/links/{id}", { path: { id: linkId } }),
    onSuccess: () => {
      toast({ title: "Link revoked", description: "It no longer opens." });
      void refresh();
    },
  });
  const copy = async (link: ApprovalLinkView) => {
    const url = new URL(link.path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied!", description: `Send it to ${link.label}.` });
    } catch {
      toast({ title: "Your approval link", description: url });
    }
  };
  return (
    <Card id="approvals">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Link2 className="size-5 text-primary" aria-hidden />
          Approval links
        </CardTitle>
        <CardDescription>
          Let a client or partner approve posts before they go out: tick "Ask for approval first" on a post, then send them a
          link. They need no account; a post waiting for approval is not published.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Field label="Who is it for?" htmlFor={`${id}-label`} error={error} className="min-w-56 flex-1">
            <Input id={`${id}-label`} value={label} placeholder="e.g. Acme marketing team" maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            Create link
          </Button>
        </form>
        {links.items.length > 0 && (
          <ul className="grid gap-2" data-testid="approval-links">
            {links.items.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{link.label}</span>
                  <a href={link.path} target="_blank" rel="noreferrer" className="ml-2 break-all text-muted-foreground underline-offset-4 hover:underline" data-testid="approval-link">
                    {link.path.slice(0, 24)}…
                  </a>
                </span>
                <span className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => void copy(link)}>
                    <Copy aria-hidden /> Copy
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive" onClick={() => revoke.mutate(link.id)}>
                    <Trash2 aria-hidden /> Revoke
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
