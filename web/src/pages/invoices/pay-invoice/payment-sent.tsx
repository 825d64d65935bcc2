// "I've sent the payment": the client tells the owner a transfer is on its way. It marks nothing; the
// owner checks their account and marks the invoice paid.
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { formatDate } from "@web/lib/business-data";

export function PaymentSent({
  token,
  ownerName,
  claimedAt,
  onSent,
}: {
  token: string;
  ownerName: string;
  claimedAt: string | null;
  onSent: () => void;
}) {
  const [reference, setReference] = useState("");
  const send = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", "/api/public/invoices/{token}/payment-sent", {
        path: { token },
        body: { reference: reference.trim() || undefined },
      });
      return (await res.json()) as { message: string };
    },
    onSuccess: onSent,
  });
  if (send.data || claimedAt) {
    return (
      <p
        role="status"
        className="rounded-md border border-success/30 bg-success/5 p-4 text-sm"
        data-testid="payment-claimed"
      >
        {send.data?.message ??
          `You told ${ownerName} on ${formatDate(claimedAt)} that the payment is on its way. They will confirm once it arrives.`}
      </p>
    );
  }
  return (
    <form
      className="grid gap-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <p className="text-sm">Already sent the transfer? Let {ownerName} know, so they can look for it.</p>
      <div className="grid gap-1.5">
        <Label htmlFor="payment-reference">Your payment reference (optional)</Label>
        <Input
          id="payment-reference"
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {readApiError(send.error).message}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? <Spinner /> : <Send aria-hidden />}
        I've sent the payment
      </Button>
    </form>
  );
}
