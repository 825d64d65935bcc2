// Delegate a step to a helper (Pro, spec 000 §6): their name and email, and a note. They get an email
// with a private link where they mark it done. A Starter owner sees the upgrade instead.
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Lock } from "lucide-react";
import { Link } from "wouter";
import { DelegateInput } from "@core/delegation/schemas";
import type { NextStep } from "@web/lib/api-types";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { DialogFormFooter } from "@web/components/form/dialog-form-footer";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";
import { useSticky } from "@web/hooks/use-sticky";
import { useInvalidateTeam } from "@web/lib/workflow-queries";

type Values = z.input<typeof DelegateInput>;
type Output = z.output<typeof DelegateInput>;
const FIELDS = ["helperName", "helperEmail", "message"] as const;

export function DelegateDialog({
  step,
  onClose,
}: {
  step: Pick<NextStep, "id" | "title"> | null;
  onClose: () => void;
}) {
  const shown = useSticky(step);
  const { user } = useAuth();
  // The server's answer (its clock decides when a trial ends), never worked out here.
  const pro = !!user && user.plan.pro;
  return (
    <Dialog open={!!step} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {shown && (pro ? <DelegateForm key={shown.id} step={shown} onDone={onClose} /> : <UpgradeToDelegate />)}
      </DialogContent>
    </Dialog>
  );
}

function UpgradeToDelegate() {
  return (
    <div className="grid gap-4" data-testid="delegate-upgrade">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Lock className="size-4" aria-hidden />
          Delegation is a Pro feature
        </DialogTitle>
        <DialogDescription>
          Hand tasks to a virtual assistant or a teammate: they get a private link, mark the task done with a note, and
          you see who has what.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Not now</Button>
        </DialogClose>
        <Button asChild>
          <Link href="/checkout?tier=pro">Upgrade to Pro</Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function DelegateForm({ step, onDone }: { step: Pick<NextStep, "id" | "title">; onDone: () => void }) {
  const id = useId();
  const invalidate = useInvalidateTeam();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(DelegateInput),
    defaultValues: { helperName: "", helperEmail: "", message: "" },
    mode: "onSubmit",
  });
  const {
    register,
    formState: { errors },
  } = form;
  const send = useMutation({
    mutationFn: async (body: Output) => {
      const res = await apiRequest("POST", "/api/tasks/{id}/delegation", { path: { id: step.id }, body });
      return (await res.json()) as { message: string };
    },
    onSuccess: (result) => {
      toast({ title: "Task delegated", description: result.message });
      void invalidate();
      onDone();
    },
    onError: (error) => {
      const { message, matchedField } = setServerErrors(form.setError, error, FIELDS);
      if (!matchedField)
        toast({ variant: "destructive", title: "Error", description: message || "Failed to delegate the task" });
    },
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => send.mutate(v))}>
      <DialogHeader>
        <DialogTitle>Delegate "{step.title}"</DialogTitle>
        <DialogDescription>
          Your helper gets an email from your business with a private link to this task. They see only the task and your
          note, and mark it done there.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Helper's name" htmlFor={`${id}-name`} error={errors.helperName?.message}>
          <Input id={`${id}-name`} autoComplete="off" placeholder="e.g. Sam Rivera" {...register("helperName")} />
        </Field>
        <Field label="Helper's email" htmlFor={`${id}-email`} error={errors.helperEmail?.message}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="sam@example.com"
            {...register("helperEmail")}
          />
        </Field>
      </div>
      <Field label="Note for your helper" htmlFor={`${id}-message`} optional error={errors.message?.message}>
        <Textarea id={`${id}-message`} rows={3} placeholder="Anything they need to know" {...register("message")} />
      </Field>
      <DialogFormFooter submit="Send to helper" pendingText="Sending..." pending={send.isPending} lockCancel />
    </form>
  );
}
