import { useMutation } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";

/**
 * The demo stand-in for card payments, only when the server runs with DEMO_PAYMENTS=1 (the demo seed,
 * tests): clearly labelled, charges nothing, marks the invoice paid.
 */
export function DemoPay(props: { token: string; instalmentId?: string; amountLabel: string; onPaid: () => void }) {
  const { token, instalmentId, amountLabel, onPaid } = props;
  const pay = useMutation({
    mutationFn: () =>
      apiRequest("POST", "/api/public/invoices/{token}/demo-pay", {
        path: { token },
        body: instalmentId ? { instalmentId } : undefined,
      }),
    onSuccess: onPaid,
  });

  return (
    <div className="grid gap-4">
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 p-4 text-sm text-foreground"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <p>
          <strong className="font-semibold text-warning">Demo mode</strong> — this server runs with demo payments
          switched on (DEMO_PAYMENTS); no card is charged and no money moves. Paying here records the payment for
          testing.
        </p>
      </div>
      {pay.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {readApiError(pay.error).message || "The payment was not completed. Please try again."}
        </p>
      )}
      <Button size="lg" className="w-full" onClick={() => pay.mutate()} disabled={pay.isPending}>
        {pay.isPending && <Spinner />}
        {pay.isPending ? "Processing..." : `Pay ${amountLabel} (demo)`}
      </Button>
    </div>
  );
}
