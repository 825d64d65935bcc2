import { Check } from "lucide-react";
import { Link } from "wouter";
import { PLANS, type Tier } from "@core/billing/plans";
import { Badge } from "@web/components/ui/badge";
import { CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { dollars, tierLabel } from "./plans";

/** The plan's name, founding-member price, the later price and what it includes. */
export function PlanSummary({ tier }: { tier: Tier }) {
  const plan = PLANS[tier];
  const other: Tier = tier === "pro" ? "starter" : "pro";
  return (
    <CardHeader className="gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle as="h1" className="text-xl sm:text-2xl">
          {plan.name}
        </CardTitle>
        <Link
          href={`/checkout?tier=${other}`}
          className="text-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
        >
          Switch to {tierLabel(other)}
        </Link>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
        <p className="text-4xl font-bold tracking-tight" data-testid="plan-price">
          {dollars(plan.priceCents)}
          <span className="text-base font-medium text-muted-foreground">/mo</span>
        </p>
        <Badge variant="success">Lifetime pricing</Badge>
      </div>
      <CardDescription>
        Founding-member price, locked for life. Rises to{" "}
        <span className="font-medium text-foreground">{dollars(plan.laterPriceCents)}/mo</span> after launch.
      </CardDescription>
      <ul className="grid gap-2 pt-1 text-sm" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </CardHeader>
  );
}
