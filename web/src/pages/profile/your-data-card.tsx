import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
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
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";

const CONFIRMATION = "DELETE";

/** Settings → Security: download everything (one zip), or delete the account and all its data. */
export function YourDataCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          Download everything Microteam holds for you: one zip with all your records as JSON, plus your clients and
          invoices as CSV files for a spreadsheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          {/* A plain download: the browser sends the session cookie and saves the zip. */}
          <a href="/api/user/export" download>
            <Download aria-hidden /> Download all my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden /> Delete account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} />
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});

  const remove = useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/user", { body: { password, confirmation } }),
    // A full page load: every cached query of the deleted account goes with it.
    onSuccess: () => window.location.assign("/"),
    onError: (error) => {
      const api = readApiError(error);
      setErrors({
        password: api.fields?.password,
        confirmation: api.fields?.confirmation,
        form: api.fields ? undefined : api.message || "Could not delete your account. Please try again.",
      });
    },
  });

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword("");
      setConfirmation("");
      setErrors({});
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            const missing = {
              password: password ? undefined : "Password is required",
              confirmation: confirmation.trim() === CONFIRMATION ? undefined : `Type ${CONFIRMATION} to confirm`,
            };
            setErrors(missing);
            if (!missing.password && !missing.confirmation) remove.mutate();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This deletes {email} and everything in it: clients, invoices, tasks, workflows, content and settings. It
              cannot be undone. Download your data first if you may need it.
            </DialogDescription>
          </DialogHeader>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
          <Field label="Password" htmlFor="delete-password" error={errors.password}>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Field label={`Type ${CONFIRMATION} to confirm`} htmlFor="delete-confirmation" error={errors.confirmation}>
            <Input
              id="delete-confirmation"
              autoComplete="off"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
