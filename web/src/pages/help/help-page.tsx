import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { ArrowLeft, ChevronDown, Mail } from "lucide-react";
import { PLANS } from "@core/billing/plans";
import { TRIAL_DAYS } from "@core/catalog";
import { SupportRequestInput } from "@core/support/schemas";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field, setServerErrors } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { apiRequest } from "@web/lib/queryClient";

const dollars = (cents: number) => `$${cents / 100}`;

const FAQ = [
  {
    q: "How does the free trial work?",
    a: `Every new account starts with a ${TRIAL_DAYS / 7}-week free trial that includes the Pro features. No card is needed to start; choose a plan whenever you're ready.`,
  },
  {
    q: "What is the difference between Starter and Pro?",
    a: `Starter (${dollars(PLANS.starter.priceCents)}/mo) covers the daily focus planner, content-to-post, smart admin, priority alerts and core analytics. Pro (${dollars(PLANS.pro.priceCents)}/mo) adds unlimited content scheduling, client onboarding sequences, the AI suggestion feed, task delegation and advanced analytics. Founding-member prices are locked for life.`,
  },
  {
    q: "Who can see my business data?",
    a: "Only you. Every client, invoice and post belongs to your account and is never shown to anyone else. Social media tokens are stored encrypted and are never displayed again after you save them.",
  },
  {
    q: "How do I connect my social media accounts?",
    a: "Open Profile & Settings → Social Media and press Connect on a platform's tile where it is offered: the platform's own sign-in opens, and the tile then shows 'Connected as …'. Elsewhere, paste the access token for the platform (links to each developer site are there) and save. Without a connection you can still create content; it just isn't posted automatically.",
  },
];

export default function HelpPage() {
  const { user } = useAuth();
  const defaults: SupportRequestInput = {
    name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
    email: user?.email ?? "",
    question: "",
  };
  const form = useForm<SupportRequestInput>({
    resolver: zodResolver(SupportRequestInput),
    defaultValues: defaults,
    mode: "onTouched",
  });
  const {
    register,
    formState: { errors },
  } = form;

  const send = useMutation({
    mutationFn: async (body: SupportRequestInput) => {
      const res = await apiRequest("POST", "/api/support/contact", { body });
      const data = (await res.json()) as { success?: boolean; message?: string };
      if (!data?.success) throw new Error(data?.message || "Support request was not accepted");
      return data;
    },
    onSuccess: (_data, body) => {
      toast({
        title: "Support request sent!",
        description:
          "Thanks for reaching out. We'll get back to you within 24 hours — please check your spam folder if you don't see our reply.",
      });
      // Keep name and email, clear only the question (spec 000 §4.6).
      form.reset({ name: body.name, email: body.email, question: "" });
    },
    onError: (error) => {
      setServerErrors(form.setError, error, ["name", "email", "question"]);
      toast({
        title: "Error",
        description: "Failed to submit support request. Please try again or email support directly.",
        variant: "destructive",
      });
    },
  });

  return (
    <AppLayout>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="grid gap-4">
          <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground">
            <Link href="/dashboard">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Help &amp; Support</h1>
            <p className="mt-1 text-muted-foreground">Questions, problems or ideas: send them here and we will help.</p>
          </div>
        </div>

        <Card>
          <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
            <CardHeader>
              <CardTitle as="h2">Contact support</CardTitle>
              <CardDescription>Tell us what you need and we'll reply by email.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
                <Field label="Name" htmlFor="support-name" error={errors.name?.message}>
                  <Input id="support-name" autoComplete="name" {...register("name")} />
                </Field>
                <Field label="Email" htmlFor="support-email" error={errors.email?.message}>
                  <Input id="support-email" type="email" autoComplete="email" {...register("email")} />
                </Field>
              </div>
              <Field label="Question" htmlFor="support-question" error={errors.question?.message}>
                <Textarea
                  id="support-question"
                  rows={6}
                  placeholder="Describe your question or the problem you ran into (at least 10 characters)."
                  {...register("question")}
                />
              </Field>
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-4 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Requests go to our support mailbox; replies come to the email above.
              </p>
              <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
                {send.isPending ? (
                  <>
                    <Spinner />
                    Sending...
                  </>
                ) : (
                  "Send Support Request"
                )}
              </Button>
            </CardFooter>
          </form>
        </Card>

        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Frequently asked questions</h2>
          <div className="divide-y rounded-xl border bg-card">
            {FAQ.map(({ q, a }) => (
              <details key={q} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                  {q}
                  <ChevronDown
                    className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </AppLayout>
  );
}
