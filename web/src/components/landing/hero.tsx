import { ArrowRight, Check } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";

// The product's promises, in the words of spec 000 §1.
const PROMISES = [
  "Daily focus planner: the top 3 money moves each morning, from your business data",
  "Content-to-post: one voice note becomes 5 captions plus 1 carousel",
  "Smart admin: automated invoicing, client onboarding, follow-ups and reminders",
  "Priority alerts for overdue invoices and idle leads",
  "Core and advanced analytics with trend predictions",
  "An AI business suggestion feed",
  "Task delegation to a virtual assistant or teammates (Pro)",
  "Unlimited content batching and scheduling (Pro)",
  "A design-tool integration",
];

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklch,var(--color-primary)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-24">
        <div>
          <Badge variant="info" className="mb-5">
            For solo owners of service businesses
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Hire your first 5 employees{" "}
            <span className="bg-linear-to-r from-primary to-brand-violet bg-clip-text text-transparent">
              without payroll
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Microteam is a small AI-powered team for your business: The Creator, The Admin, The Project Manager, The
            Strategist and The Analyst. They plan your day, write your posts and chase your invoices, so you can do the
            work only you can do.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg" className="shadow-md shadow-primary/20">
              <a href="/api/login">
                Start Your 2-Week Free Trial
                <ArrowRight aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <a href="#pricing">See founding-member pricing</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            2 weeks free. Founding-member prices are locked for life.
          </p>
        </div>

        <div className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
          <h2 className="text-sm font-semibold tracking-wide text-accent-foreground uppercase">
            What your micro-team does
          </h2>
          <ul className="mt-5 grid gap-3.5">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex gap-3 text-sm leading-relaxed">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
