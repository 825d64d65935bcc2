// The end of a form in a dialog: the message no field took (if any), then Cancel and the submit button
// with a spinner and its pending words while the request runs.
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

interface Props {
  /** What the submit button says ("Create quote"). */
  submit: string;
  /** What it says while the request runs ("Creating..."). */
  pendingText: string;
  pending: boolean;
  /** The server's message when it named no field of the form. */
  error?: string | null;
  /** Cancel is disabled too while the request runs. */
  lockCancel?: boolean;
}

export function DialogFormFooter({ submit, pendingText, pending, error, lockCancel }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={lockCancel ? pending : undefined}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {pending ? pendingText : submit}
        </Button>
      </DialogFooter>
    </>
  );
}
