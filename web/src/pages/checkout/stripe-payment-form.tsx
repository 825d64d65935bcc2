// Loaded only when the server takes real card payments: Stripe's code stays out of every other chunk.
import { useMemo, useState, type FormEvent } from "react";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { submitLabel, type PaymentFormProps } from "./plans";
import { PaySubmitButton } from "./submit-button";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

type Props = PaymentFormProps & { publishableKey: string; returnUrlFor: (email: string) => string };

export default function StripePaymentForm({ publishableKey, ...props }: Props) {
  const stripe = useMemo(() => getStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#4f46e5", borderRadius: "8px" } },
      }}
    >
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ clientSecret, tier, getEmail, onPaid, onFailed, returnUrlFor }: Omit<Props, "publishableKey">) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    const email = await getEmail();
    if (!email) return;
    setBusy(true);
    try {
      // The plan goes to this email, so the server records it before the card is charged.
      await apiRequest("POST", "/api/checkout/email", { body: { clientSecret, email } });
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrlFor(email), receipt_email: email },
        // Cards settle here; methods that need a bank page (3-D Secure, redirects) come back via return_url.
        redirect: "if_required",
      });
      if (error) {
        onFailed(error.message ?? "Your card was not charged. Please try again.");
      } else if (paymentIntent && (paymentIntent.status === "succeeded" || paymentIntent.status === "processing")) {
        onPaid(email);
      } else {
        onFailed("The payment was not completed. Please try again.");
      }
    } catch (err) {
      onFailed(readApiError(err).message || "The payment was not completed. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Card payment">
      <PaymentElement />
      <PaySubmitButton busy={busy} disabled={!stripe || !elements} label={submitLabel(tier)} />
    </form>
  );
}
