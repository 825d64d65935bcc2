import { lazy, Suspense, useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { useLocation, useSearch } from "wouter";
import { ShieldCheck } from "lucide-react";
import { PLANS, type Tier } from "@core/billing/plans";
import { PaymentEmailInput } from "@core/billing/schemas";
import { PRODUCT_NAME } from "@core/catalog";
import { Card, CardContent, CardFooter } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Separator } from "@web/components/ui/separator";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";
import { useRevalidateOnChange } from "@web/hooks/use-revalidate-on-change";
import DemoPaymentForm from "./demo-payment-form";
import { PageFrame } from "./page-frame";
import { PlanSummary } from "./plan-summary";
import { dollars, tierFromSearch } from "./plans";

const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

interface AppConfig {
  payments: { mode: "stripe" | "demo"; publishableKey?: string | null };
  mail: { mode: string };
}

interface PaymentIntent {
  clientSecret: string;
  mode?: "stripe" | "demo";
}

const EmailForm = z.object({ email: PaymentEmailInput.shape.email });
type EmailValues = z.infer<typeof EmailForm>;

function WaitingForPayment() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">Setting up your payment...</p>
    </div>
  );
}

function usePaymentIntent(tier: Tier) {
  const query = useQuery<PaymentIntent>({
    queryKey: ["/api/create-payment-intent", tier],
    queryFn: async () => {
      const res = await apiRequest("POST", "/api/create-payment-intent", {
        body: { amount: PLANS[tier].priceCents / 100, tier },
      });
      return (await res.json()) as PaymentIntent;
    },
    // A fresh intent for every visit, never retried: a failure only leaves the spinner (spec 000 §8).
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error("Could not start the payment:", query.error);
  }, [query.error]);
  return query.data?.clientSecret ? query.data : null;
}

export default function CheckoutPage() {
  const tier = tierFromSearch(useSearch());
  const plan = PLANS[tier];
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  const intent = usePaymentIntent(tier);
  const config = useQuery<AppConfig>({ queryKey: ["/api/config"] });
  useEffect(() => {
    if (config.error) console.error("Could not load the payment settings:", config.error);
  }, [config.error]);

  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(EmailForm),
    defaultValues: { email: user?.email ?? "" },
    mode: "onTouched",
  });
  useRevalidateOnChange(emailForm);
  useEffect(() => {
    if (user?.email) emailForm.setValue("email", user.email);
  }, [user?.email, emailForm]);

  const getEmail = async () => {
    if (user?.email) return user.email;
    const ok = await emailForm.trigger("email", { shouldFocus: true });
    return ok ? emailForm.getValues("email").trim() : null;
  };

  const successPath = (email: string) =>
    user ? `/payment-success?tier=${tier}` : `/payment-success?tier=${tier}&email=${encodeURIComponent(email)}`;

  const onPaid = (email: string, message?: string) => {
    toast({
      title: "Payment Successful",
      description: `Welcome to ${PRODUCT_NAME}! ${message ?? `Your ${plan.name} is being activated.`}`,
    });
    void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
    navigate(successPath(email));
  };

  const onFailed = (message: string) =>
    toast({ title: "Payment Failed", description: message, variant: "destructive" });

  const mode = config.data?.payments.mode;
  const ready = intent && mode;
  const emailError = emailForm.formState.errors.email?.message;

  return (
    <PageFrame>
      {!ready ? (
        <WaitingForPayment />
      ) : (
        <div className="mx-auto grid max-w-xl gap-4">
          <Card>
            <PlanSummary tier={tier} />
            <Separator />
            <CardContent className="grid gap-6 pt-6">
              <Field
                label="Email"
                htmlFor="checkout-email"
                description={
                  user
                    ? "The plan is activated on the account you are signed in with."
                    : "We'll activate the plan on the account with this email"
                }
                error={emailError}
              >
                <Input
                  id="checkout-email"
                  type="email"
                  autoComplete="email"
                  readOnly={!!user}
                  className={user ? "bg-muted text-muted-foreground" : undefined}
                  {...emailForm.register("email")}
                />
              </Field>

              {mode === "stripe" && config.data?.payments.publishableKey ? (
                <Suspense
                  fallback={
                    <div className="flex justify-center py-8" role="status">
                      <Spinner className="size-6 text-primary" label="Loading the card form" />
                    </div>
                  }
                >
                  <StripePaymentForm
                    publishableKey={config.data.payments.publishableKey}
                    returnUrlFor={(email) => `${window.location.origin}${successPath(email)}`}
                    clientSecret={intent.clientSecret}
                    tier={tier}
                    getEmail={getEmail}
                    onPaid={onPaid}
                    onFailed={onFailed}
                  />
                </Suspense>
              ) : mode === "stripe" ? (
                <p role="alert" className="text-sm text-destructive">
                  Card payments are not available right now. Please try again later.
                </p>
              ) : (
                <DemoPaymentForm
                  clientSecret={intent.clientSecret}
                  tier={tier}
                  getEmail={getEmail}
                  onPaid={onPaid}
                  onFailed={onFailed}
                />
              )}
            </CardContent>
            <CardFooter className="justify-center gap-2 text-center text-xs text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
              Secure checkout. {dollars(plan.priceCents)}/mo, the same price for life.
            </CardFooter>
          </Card>
        </div>
      )}
    </PageFrame>
  );
}
