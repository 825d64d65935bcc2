// The end of a form that emails clients (an invoice, a reminder, reminders in bulk): the second look the
// server asks for (a reminder inside the quiet period), or its reason for refusing (no email address,
// already paid...), then Cancel and Send.
import { Send } from "lucide-react";
import { SecondLook, secondLookQuestion } from "@web/components/second-look";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { readApiError } from "@web/lib/queryClient";

interface Props {
  /** The send's error: a question to confirm, or a reason shown above the buttons. */
  error: unknown;
  pending: boolean;
  /** Sends again, confirmed. */
  onConfirm: () => void;
  /** What Send says ("Send Reminders"). */
  submit: string;
  /** Send is off for another reason (the client has no email address). */
  disabled?: boolean;
}

export function SendEmailFooter({ error, pending, onConfirm, submit, disabled }: Props) {
  const question = secondLookQuestion(error);
  const serverReason = error && !question ? readApiError(error).message : null;
  return (
    <>
      {question && <SecondLook question={question} confirmLabel="Send anyway" busy={pending} onConfirm={onConfirm} />}

      {serverReason && (
        <p
          role="alert"
          className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {serverReason}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || disabled}>
          {pending ? <Spinner /> : <Send aria-hidden />}
          {pending ? "Sending..." : submit}
        </Button>
      </DialogFooter>
    </>
  );
}
