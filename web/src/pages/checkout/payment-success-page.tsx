import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { ArrowRight, CircleAlert, CircleCheck, Megaphone, PenLine, Sparkles, UserRound } from "lucide-react";
import { PLANS, TIERS, type Tier } from "@core/billing/plans";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useAuth } from "@web/hooks/useAuth";
import { PageFrame } from "./page-frame";

const NEXT_STEPS = [
  {
    icon: UserRound,
    title: "Set up your business profile and goals",
    detail: "So your team knows what matters to you.",
  },
  { icon: Megaphone, title: "Connect your social accounts", detail: "Let The Creator post for you automatically." },
  { icon: Sparkles, title: "Create your first AI task list", detail: "Get your top money moves for today." },
  { icon: PenLine, title: "Start creating content", detail: "Turn one voice note into a week of posts." },
];

function loginUrl(email: string | null, signUp: boolean) {
  const params = new URLSearchParams();
  if (email) params.set("email", email);
  if (signUp) params.set("mode", "signup");
  const query = params.toString();
  return query ? `/api/login?${query}` : "/api/login";
}

export default function PaymentSuccessPage() {
  const params = new URLSearchParams(useSearch());
  const email = params.get("email");
  const tierParam = params.get("tier");
  const tier = (TIERS as readonly string[]).includes(tierParam ?? "") ? (tierParam as Tier) : null;
  const failed = params.get("redirect_status") === "failed";
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();

  // Returning from the card provider: the plan may have changed since the user was last loaded.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ["/api/auth/user"] });
  }, [queryClient]);

  if (failed) {
    return (
      <PageFrame>
        <Card className="mx-auto max-w-lg">
          <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
            <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-semibold tracking-tight">Payment not completed</h1>
            <p className="text-muted-foreground">Your card was not charged. You can try again with another card.</p>
            <Button asChild>
              <Link href={`/checkout?tier=${tier ?? "starter"}`}>Try again</Link>
            </Button>
          </CardContent>
        </Card>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <Card className="mx-auto max-w-2xl overflow-hidden">
        <div className="grid justify-items-center gap-3 bg-linear-to-b from-success/10 to-transparent px-6 pt-10 pb-6 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheck className="size-8" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to Your Micro-Team!</h1>
          {isAuthenticated ? (
            <p className="max-w-md text-muted-foreground">
              Your payment was successful and your account is now active
              {tier ? ` on the ${PLANS[tier].name}` : ""}. Your team is ready to get to work.
            </p>
          ) : (
            <p className="max-w-md text-muted-foreground">
              Your payment was successful{tier ? ` and your ${PLANS[tier].name} is paid for` : ""}. One last step:
              create your account
              {email ? (
                <>
                  {" "}
                  with <strong className="font-medium text-foreground">{email}</strong>
                </>
              ) : (
                " with the same email you paid with"
              )}{" "}
              and the paid plan is active on it straight away. Already have an account? Sign in with that email.
            </p>
          )}
        </div>

        <CardContent className="grid gap-6">
          <section aria-labelledby="next-heading" className="grid gap-3">
            <h2 id="next-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              What's next
            </h2>
            <ol className="grid gap-3">
              {NEXT_STEPS.map(({ icon: Icon, title, detail }, i) => (
                <li key={title} className="flex items-start gap-3 rounded-lg border p-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="grid gap-0.5">
                    <span className="font-medium">
                      <span className="sr-only">Step {i + 1}: </span>
                      {title}
                    </span>
                    <span className="text-sm text-muted-foreground">{detail}</span>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            {isAuthenticated ? (
              <Button asChild size="lg">
                <Link href="/dashboard">
                  Go to Your Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <>
                {/* /api/login is a real navigation (the sign-in and sign-up page). */}
                <Button asChild size="lg">
                  <a href={loginUrl(email, true)}>
                    Create your account
                    <ArrowRight aria-hidden="true" />
                  </a>
                </Button>
                {/* Signed out, the dashboard is reached through sign-in. */}
                <Button asChild size="lg" variant="outline">
                  <a href={loginUrl(email, false)}>Go to Your Dashboard</a>
                </Button>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </PageFrame>
  );
}
