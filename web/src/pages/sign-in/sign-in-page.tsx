import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { TRIAL_DAYS } from "@core/catalog";
import type { PublicUser } from "@core/users/public";
import { SignInForm } from "@web/components/auth/sign-in-form";
import { SignUpForm } from "@web/components/auth/sign-up-form";
import { Logo, LogoMark } from "@web/components/layout/logo";
import { AUTH_USER_KEY } from "@web/hooks/useAuth";

type Mode = "signin" | "signup";

/** The platforms a one-click connection comes back from, as their sign-ins name themselves. */
const CONNECTING: Record<string, string> = {
  twitter: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

const HIGHLIGHTS = [
  "The top 3 money moves for your day, every morning",
  "One voice note becomes 5 captions plus 1 carousel",
  "Invoices and payment reminders that send themselves",
];

/**
 * The page at /api/login (spec 000 §2.1 names it the sign-in target). `?email=` prefills the address;
 * `?mode=signup` opens on account creation. `?connect=twitter`: a platform's sign-in came back to a
 * browser with no session at this address (signed out, or signed in at another host name); the page
 * says to sign in here and press Connect again (the server's social-connect callback sends it here).
 */
export default function SignIn() {
  const params = new URLSearchParams(useSearch());
  const defaultEmail = params.get("email") ?? "";
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signup" ? "signup" : "signin");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  // The answer is the signed-in user: storing it switches the router to the app at once (a new
  // account lands in onboarding), and the invalidation re-reads it from the server behind the scenes.
  const onAuthenticated = (user: PublicUser) => {
    queryClient.setQueryData(AUTH_USER_KEY, user);
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    navigate("/", { replace: true });
  };

  const signingUp = mode === "signup";
  const connecting = CONNECTING[params.get("connect") ?? ""];

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-primary to-brand-violet p-12 text-primary-foreground lg:flex lg:flex-col lg:justify-between">
        <Link href="/" className="w-fit rounded-md text-white focus-visible:outline-white" aria-label="Microteam home">
          <span className="inline-flex items-center gap-2 text-lg font-semibold">
            <LogoMark className="from-white/25 to-white/10 shadow-none" />
            Microteam
          </span>
        </Link>
        <div className="max-w-md">
          <p className="text-3xl leading-tight font-bold tracking-tight">Your first five employees, without payroll.</p>
          <ul className="mt-8 grid gap-4">
            {HIGHLIGHTS.map((line) => (
              <li key={line} className="flex gap-3 text-white/90">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden />
                </span>
                {line}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-white/80">Every new account starts with a {TRIAL_DAYS / 7}-week free trial.</p>
      </aside>

      <main className="flex flex-col px-4 py-8 sm:px-6">
        <Link href="/" className="w-fit rounded-md lg:hidden" aria-label="Microteam home">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-semibold tracking-tight">
            {signingUp ? "Create your account" : "Sign in to Microteam"}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {signingUp
              ? `Start your ${TRIAL_DAYS / 7}-week free trial. Then a 5-step setup tailors your team to your business.`
              : "Welcome back. Sign in to see what needs your attention today."}
          </p>
          {connecting ? (
            <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {connecting} was not connected: this browser is not signed in at {window.location.origin}. Sign in at{" "}
              {window.location.origin} and press Connect again in Settings → Social Media.
            </p>
          ) : null}
          <div className="mt-8">
            {signingUp ? (
              <SignUpForm key="signup" defaultEmail={defaultEmail} onSignedUp={onAuthenticated} />
            ) : (
              <SignInForm key="signin" defaultEmail={defaultEmail} onSignedIn={onAuthenticated} />
            )}
          </div>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {signingUp ? "Already have an account?" : "New to Microteam?"}{" "}
            <button
              type="button"
              onClick={() => setMode(signingUp ? "signin" : "signup")}
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {signingUp ? "Sign in" : "Create an account"}
            </button>
          </p>
        </div>
      </main>
    </div>
  );
}
