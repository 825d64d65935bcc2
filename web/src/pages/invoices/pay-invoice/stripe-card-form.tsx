// Card payment for a client's invoice with Stripe Elements. Loaded only when the server takes real card
// payments, so Stripe's code stays out of every other chunk.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Lock } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { apiRequest, readApiError } from "@web/lib/queryClient";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

interface Props {
  token: string;
  /** The payment plan's instalment to pay; the whole balance without one. */
  instalmentId?: string;
  publishableKey: string;
  payLabel: string;
  /** What was paid before this payment: the page waits for the webhook to move it on. */
  paidBefore: string;
  onPaid: () => void;
}

export default function StripeCardForm({ token, instalmentId, publishableKey, payLabel, paidBefore, onPaid }: Props) {
  const stripe = useMemo(() => getStripe(publishableKey), [publishableKey]);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    apiRequest("POST", "/api/public/invoices/{token}/payment-intent", {
      path: { token },
      body: instalmentId ? { instalmentId } : undefined,
    })
      .then((res) => res.json() as Promise<{ clientSecret: string }>)
      .then((data) => !cancelled && setClientSecret(data.clientSecret))
      .catch((err: unknown) => !cancelled && setError(readApiError(err).message || "Card payments are unavailable."));
    return () => {
      cancelled = true;
    };
  }, [token, instalmentId]);

  if (error) {
    return (
      <p
        role="alert"
        className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-sm text-destructive"
      >
        {error}
      </p>
    );
  }
  if (!clientSecret) return <Skeleton className="h-40 w-full" aria-label="Loading the card form" />;

  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#4f46e5", borderRadius: "8px" } },
      }}
    >
      <CardForm payLabel={payLabel} paidBefore={paidBefore} onPaid={onPaid} />
    </Elements>
  );
}

function CardForm({ payLabel, paidBefore, onPaid }: { payLabel: string; paidBefore: string; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    try {
      // Back to this page after a bank's check (3-D Secure); the webhook marks the invoice paid.
      const returnUrl = `${window.location.origin}${window.location.pathname}?paid_before=${encodeURIComponent(paidBefore)}`;
      const { error: failure, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: "if_required",
      });
      if (failure) setError(failure.message ?? "Your card was not charged. Please try again.");
      else if (paymentIntent && (paymentIntent.status === "succeeded" || paymentIntent.status === "processing"))
        onPaid();
      else setError("The payment was not completed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Card payment">
      <PaymentElement />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy || !stripe || !elements}>
        {busy ? <Spinner /> : <Lock aria-hidden />}
        {busy ? "Processing..." : payLabel}
      </Button>
    </form>
  );
}
