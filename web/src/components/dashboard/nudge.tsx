// One-click nudges (spec 000 §4.3, §8): a reminder for an overdue invoice, a follow-up for an idle client.
import { useMutation } from "@tanstack/react-query";
import type { Alert, MoveAction } from "@web/lib/api-types";
import { ToastAction } from "@web/components/ui/toast";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useInvalidateFocus } from "./queries";

export type NudgeTarget = Pick<Alert, "type" | "invoiceId" | "clientId"> & {
  /** Send a reminder inside the quiet period anyway (the owner answered the server's question). */
  confirm?: boolean;
};

/** The button's words for an alert type: 'Send Reminder', 'Follow Up', otherwise 'Take Action'. */
export function nudgeLabel(type: string): string {
  if (type === "overdue_invoice") return "Send Reminder";
  if (type === "idle_client") return "Follow Up";
  return "Take Action";
}

/** A money move's nudge action, read as the alert it stands for. */
export function nudgeTargetOf(action: MoveAction | null): NudgeTarget | null {
  if (action?.type === "nudge_invoice") return { type: "overdue_invoice", invoiceId: action.invoiceId };
  if (action?.type === "nudge_client") return { type: "idle_client", clientId: action.clientId };
  return null;
}

class UnknownAlertError extends Error {
  constructor() {
    super("Unknown alert type");
  }
}

function nudgePath({ type, invoiceId, clientId }: NudgeTarget): string {
  if (type === "overdue_invoice" && invoiceId) return `/api/smart-admin/nudge-invoice/${invoiceId}`;
  if (type === "idle_client" && clientId) return `/api/smart-admin/nudge-client/${clientId}`;
  throw new UnknownAlertError();
}

export function useNudge() {
  const invalidate = useInvalidateFocus();
  const mutation = useMutation({
    mutationFn: async (target: NudgeTarget) => {
      const res = await apiRequest("POST", nudgePath(target), target.confirm ? { confirm: true } : undefined);
      return (await res.json()) as { message?: string };
    },
    onSuccess: (result) => {
      toast({ title: "Action Completed", description: result.message });
      void invalidate();
    },
    onError: (error, target) => {
      const api = readApiError(error);
      // A reminder inside the quiet period: say when the last one went, and let the owner send anyway.
      if (api.code === "CONFIRMATION_REQUIRED") {
        toast({
          title: "A reminder went out recently",
          description: api.message,
          action: (
            <ToastAction
              altText="Send the reminder anyway"
              onClick={() => mutation.mutate({ ...target, confirm: true })}
            >
              Send anyway
            </ToastAction>
          ),
        });
        return;
      }
      const known = error instanceof UnknownAlertError || api.status !== undefined;
      toast({
        variant: "destructive",
        title: "Error",
        description: (known && api.message) || "Failed to create nudge",
      });
    },
  });
  return mutation;
}
