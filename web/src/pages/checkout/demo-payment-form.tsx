import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FlaskConical } from "lucide-react";
import { DemoPaymentInput } from "@core/billing/schemas";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRevalidateOnChange } from "@web/hooks/use-revalidate-on-change";
import { submitLabel, type PaymentFormProps } from "./plans";
import { PaySubmitButton } from "./submit-button";

const NameInput = DemoPaymentInput.pick({ cardholderName: true });
type NameValues = { cardholderName: string };

/** The offline stand-in for a card form: clearly labelled, charges nothing, activates the plan. */
export default function DemoPaymentForm({ clientSecret, tier, getEmail, onPaid, onFailed }: PaymentFormProps) {
  const [busy, setBusy] = useState(false);
  const form = useForm<NameValues>({
    resolver: zodResolver(NameInput),
    defaultValues: { cardholderName: "" },
    mode: "onTouched",
  });
  useRevalidateOnChange(form);
  const error = form.formState.errors.cardholderName?.message;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const nameOk = await form.trigger("cardholderName", { shouldFocus: true });
    const email = await getEmail();
    if (!nameOk || !email) return;
    setBusy(true);
    try {
      const res = await apiRequest("POST", "/api/checkout/demo-confirm", {
        body: { clientSecret, email, cardholderName: form.getValues("cardholderName").trim() },
      });
      const data = (await res.json()) as { success?: boolean; message?: string };
      if (!data?.success) throw new Error(data?.message || "The payment was not completed.");
      onPaid(email, data.message);
    } catch (err) {
      onFailed(readApiError(err).message || "The payment was not completed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Demo payment">
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 p-4 text-sm text-foreground"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <p>
          <strong className="font-semibold text-warning">Demo mode</strong> — card payments are not configured on this
          server, so no card is charged. Completing this activates the plan for testing.
        </p>
      </div>

      <Field label="Name on card" htmlFor="cardholderName" error={error}>
        <Input id="cardholderName" autoComplete="cc-name" {...form.register("cardholderName")} />
      </Field>

      <Field label="Card number" htmlFor="demoCardNumber" description="A test card: nothing is charged.">
        <Input id="demoCardNumber" value="4242 4242 4242 4242" disabled readOnly className="font-mono tracking-wider" />
      </Field>

      <PaySubmitButton busy={busy} label={submitLabel(tier)} />
    </form>
  );
}
