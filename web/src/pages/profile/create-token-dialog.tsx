import { useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";

export const TOKENS_KEY = ["/api/auth/tokens"] as const;

const EXPIRY = [
  { value: "never", label: "Never (until revoked)" },
  { value: "7", label: "In 7 days" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In a year" },
];

/** "Create token": a name, read-only or read-write, an optional expiry; the token is shown this once. */
export function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  // The least a script needs is usually to read: read-only unless the owner asks for more.
  const [scope, setScope] = useState<"read" | "write">("read");
  const [expiry, setExpiry] = useState("90");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName("");
    setScope("read");
    setExpiry("90");
    setErrors({});
    setToken(null);
  }, [open]);

  const create = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/auth/tokens", {
        body: { name, scope, expiresInDays: expiry === "never" ? null : Number(expiry) },
      });
      return (await res.json()) as { token: string };
    },
    onSuccess: (created) => {
      setToken(created.token);
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (error) => {
      const problem = readApiError(error);
      setErrors(problem.fields ?? { form: problem.message });
    },
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token!);
      toast({ title: "Token copied" });
    } catch {
      toast({ title: "Could not copy", description: "Select the token and copy it by hand." });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        {token ? (
          <>
            <DialogHeader>
              <DialogTitle>Your new token</DialogTitle>
              <DialogDescription>Copy it now: it is not shown again.</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2">
              <code
                className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 text-sm break-all select-all"
                data-testid="new-token"
              >
                {token}
              </code>
              <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy the token">
                <Copy aria-hidden />
              </Button>
            </div>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="grid gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              setErrors({});
              create.mutate();
            }}
          >
            <DialogHeader>
              <DialogTitle>Create an API token</DialogTitle>
              <DialogDescription>
                For a script, an assistant (MCP) or the terminal app on another machine.
              </DialogDescription>
            </DialogHeader>
            <Field label="Name" htmlFor="token-name" error={errors.name}>
              <Input
                id="token-name"
                placeholder="e.g. Monthly report script"
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoFocus
              />
            </Field>
            <Field label="Access" htmlFor="token-scope" error={errors.scope}>
              <Select value={scope} onValueChange={(v) => setScope(v as "read" | "write")}>
                <SelectTrigger id="token-scope">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="read">Read-only: sees your data, changes nothing</SelectItem>
                  <SelectItem value="write">Read and write: can also create, send and change</SelectItem>
                </SelectContent>
              </Select>
            </Field>
            <Field label="Expires" htmlFor="token-expiry" error={errors.expiresInDays}>
              <Select value={expiry} onValueChange={setExpiry}>
                <SelectTrigger id="token-expiry">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EXPIRY.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            {errors.form && (
              <p role="alert" className="text-sm text-destructive">
                {errors.form}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner />}
                Create token
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
