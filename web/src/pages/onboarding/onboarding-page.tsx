import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { ONBOARDING_DEFAULTS, PRODUCT_NAME, type Platform } from "@core/catalog";
import { OnboardingInput } from "@core/users/schemas";
import type { PublicUser } from "@core/users/public";
import { Logo } from "@web/components/layout/logo";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import type { ApiBody } from "@web/lib/api-client";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { toast } from "@web/hooks/use-toast";
import { useRevalidateOnChange } from "@web/hooks/use-revalidate-on-change";
import {
  PLATFORM_FIELDS,
  STEPS,
  TOTAL_STEPS,
  stepOfField,
  type OnboardingOutput,
  type OnboardingValues,
} from "./steps";
import StepBusiness from "./step-business";
import StepSocial from "./step-social";
import StepCredentials from "./step-credentials";
import StepInvoicing from "./step-invoicing";
import StepGoals from "./step-goals";
import { SocialConnectOutcome } from "@web/components/social-connect";
import { takeDraft } from "./connect-draft";

const DEFAULT_VALUES: OnboardingValues = {
  businessName: "",
  businessNiche: "",
  businessDescription: "",
  website: "",
  socialMediaPlatforms: [],
  twitterHandle: "",
  twitterAccessToken: "",
  twitterAccessSecret: "",
  linkedinProfile: "",
  linkedinAccessToken: "",
  facebookPage: "",
  facebookAccessToken: "",
  facebookPageId: "",
  instagramHandle: "",
  instagramAccessToken: "",
  instagramBusinessId: "",
  defaultHourlyRate: ONBOARDING_DEFAULTS.defaultHourlyRate,
  defaultCurrency: ONBOARDING_DEFAULTS.defaultCurrency,
  paymentTerms: ONBOARDING_DEFAULTS.paymentTerms,
  primaryGoals: [],
  contentFrequency: ONBOARDING_DEFAULTS.contentFrequency,
  automationLevel: ONBOARDING_DEFAULTS.automationLevel,
};

const STEP_VIEWS = [StepBusiness, StepSocial, StepCredentials, StepInvoicing, StepGoals];

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The payload: every field, without the handles and credentials of platforms that were unticked. */
function toPayload(values: OnboardingOutput) {
  // The form's schema (core's OnboardingInput) checked the niche against the list; its type says string.
  const businessNiche = values.businessNiche as ApiBody<"POST", "/api/onboarding/complete">["businessNiche"];
  const payload = { ...values, businessNiche, timeZone: browserTimeZone() };
  const selected = new Set<string>(values.socialMediaPlatforms ?? []);
  for (const [platform, fields] of Object.entries(PLATFORM_FIELDS)) {
    if (!selected.has(platform)) for (const f of fields) delete (payload as Record<string, unknown>)[f];
  }
  return payload;
}

export default function Onboarding() {
  // Back from a platform's sign-in (Connect in step 2): the answers and the step the owner left.
  const [draft] = useState(takeDraft);
  const [step, setStep] = useState(draft?.step ?? 1);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const form = useForm<OnboardingValues, unknown, OnboardingOutput>({
    resolver: zodResolver(OnboardingInput),
    defaultValues: { ...DEFAULT_VALUES, ...draft?.values },
    mode: "onTouched",
  });
  useRevalidateOnChange(form);
  const platforms = (useWatch({ control: form.control, name: "socialMediaPlatforms" }) ?? []) as Platform[];
  const noPlatforms = platforms.length === 0;

  // Move focus to the new step's title so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const goToFirstStepWithError = (fields: string[]) => {
    const steps = fields.map(stepOfField).filter((s): s is number => s !== null);
    if (steps.length) setStep(Math.min(...steps));
  };

  const complete = useMutation({
    mutationFn: async (values: OnboardingOutput) => {
      const res = await apiRequest("POST", "/api/onboarding/complete", { body: toPayload(values) });
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      if (user && typeof user === "object" && "id" in user) queryClient.setQueryData(["/api/auth/user"], user);
      void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
      toast({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: "Your profile is set up. Let's start building your business empire.",
      });
      setTimeout(() => navigate("/dashboard"), 100);
    },
    onError: (error) => {
      toast({
        title: "Setup Failed",
        description: "Unable to complete onboarding. Please try again.",
        variant: "destructive",
      });
      const { status, fields = {} } = readApiError(error);
      const names = Object.keys(fields);
      if (status === 400 && names.length) {
        for (const name of names) {
          if (name in DEFAULT_VALUES) {
            form.setError(name as keyof OnboardingValues, { type: "server", message: fields[name] });
          }
        }
        goToFirstStepWithError(names);
      }
    },
  });

  const next = async () => {
    const ok = await form.trigger(STEPS[step - 1].fields, { shouldFocus: true });
    if (!ok) return;
    setStep(step === 2 && noPlatforms ? 4 : Math.min(step + 1, TOTAL_STEPS));
  };

  const previous = () => setStep(step === 4 && noPlatforms ? 2 : Math.max(step - 1, 1));

  const onInvalid = (errors: FieldErrors<OnboardingValues>) => goToFirstStepWithError(Object.keys(errors));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < TOTAL_STEPS) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit((values) => complete.mutate(values), onInvalid)(event);
  };

  const info = STEPS[step - 1];
  const StepView = STEP_VIEWS[step - 1];
  const percent = Math.round((step / TOTAL_STEPS) * 100);
  const nextLabel = (step === 2 || step === 3) && noPlatforms ? "Skip API Setup" : "Next";

  return (
    <div className="min-h-screen bg-gradient-to-b from-primary/5 via-background to-background">
      <header className="mx-auto flex max-w-2xl items-center justify-between px-4 py-5">
        <Logo />
        <a href="/api/logout" className="text-sm text-muted-foreground hover:text-foreground">
          Sign out
        </a>
      </header>

      <main className="mx-auto max-w-2xl px-4 pb-16">
        <div className="mb-6 space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">
              Step {step} of {TOTAL_STEPS}
            </span>
            <span className="text-muted-foreground">{percent}% complete</span>
          </div>
          <Progress value={percent} aria-label={`Setup progress: step ${step} of ${TOTAL_STEPS}`} />
        </div>

        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit}>
            <Card>
              <CardHeader>
                <h1
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
                >
                  {info.title}
                </h1>
                <p className="text-sm text-muted-foreground">{info.description}</p>
              </CardHeader>
              <CardContent>
                <StepView />
                <SocialConnectOutcome cleanUrl="/" />
              </CardContent>
              <CardFooter className="flex justify-between gap-3 border-t pt-6">
                <Button type="button" variant="outline" onClick={previous} disabled={step === 1 || complete.isPending}>
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  Previous
                </Button>
                {step < TOTAL_STEPS ? (
                  <Button key="next" type="button" onClick={() => void next()}>
                    {nextLabel}
                    <ChevronRight className="size-4" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button key="complete" type="submit" disabled={complete.isPending}>
                    {complete.isPending ? (
                      <>
                        <Spinner />
                        Setting up...
                      </>
                    ) : (
                      "Complete Setup"
                    )}
                  </Button>
                )}
              </CardFooter>
            </Card>
          </form>
        </FormProvider>
      </main>
    </div>
  );
}
