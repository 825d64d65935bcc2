import { Check } from "lucide-react";
import { Link } from "wouter";
import { PLANS, TIERS } from "@core/billing/plans";
import { TRIAL_DAYS } from "@core/catalog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatPriceCents } from "@web/lib/format";
import { cn } from "@web/lib/utils";

// PLANS names read "Founding Member - Starter Plan": the first half is the section's theme, the second
// the card's title.
function splitName(name: string) {
  const [eyebrow, title] = name.split(" - ");
  return title ? { eyebrow, title } : { eyebrow: "", title: name };
}

export function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <Badge variant="info">Founding Member</Badge>
          <h2 id="pricing-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            Founding Member pricing
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Join before launch and your monthly price is locked for life. It rises for everyone after launch.
          </p>
        </div>

        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {TIERS.map((tier) => {
            const plan = PLANS[tier];
            const { eyebrow, title } = splitName(plan.name);
            const featured = tier === "pro";
            const titleId = `plan-${tier}-title`;
            return (
              <li
                key={tier}
                className={cn(
                  "flex flex-col rounded-2xl border bg-card p-6 shadow-xs sm:p-8",
                  featured && "border-primary/40 shadow-lg ring-1 shadow-primary/10 ring-primary/30",
                )}
              >
                <p className="text-sm font-medium text-accent-foreground">{eyebrow}</p>
                <h3 id={titleId} className="mt-1 text-xl font-semibold">
                  {title}
                </h3>
                <p className="mt-5 flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight">{formatPriceCents(plan.priceCents)}</span>
                  <span className="text-sm text-muted-foreground">/month</span>
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  <span className="sr-only">Price after launch: </span>
                  <s>{formatPriceCents(plan.laterPriceCents)}/month</s> after launch
                </p>
                <ul className="mt-6 grid flex-1 content-start gap-3">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={2.5} aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button asChild size="lg" variant={featured ? "default" : "outline"} className="mt-8 w-full">
                  <Link href={`/checkout?tier=${tier}`} aria-describedby={titleId}>
                    Get Founding Member Access
                  </Link>
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Prices in US dollars. Every account starts with a {TRIAL_DAYS / 7}-week free trial.
        </p>
      </div>
    </section>
  );
}
