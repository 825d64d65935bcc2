import { Link } from "wouter";
import { ArrowUpRight } from "lucide-react";
import { PLANS, TIERS, type Tier } from "@core/billing/plans";
import type { PublicUser } from "@core/users/public";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

function formatDate(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(date);
  }
}

/** The owner's plan: tier, status (with the trial's end) and the way to Pro. */
export function PlanCard({ user }: { user: PublicUser }) {
  const tier = (TIERS as readonly string[]).includes(user.subscriptionTier) ? (user.subscriptionTier as Tier) : null;
  const { trial, statusLabel } = user.plan;
  const isPro = user.subscriptionTier === "pro";

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Your plan</CardTitle>
          <CardDescription>Founding-member prices are locked for life.</CardDescription>
        </div>
        {!isPro ? (
          <Button asChild size="sm">
            <Link href="/checkout?tier=pro">
              Upgrade to Pro
              <ArrowUpRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium" data-testid="plan-tier">
              {tier ? `${capitalize(tier)} — ${PLANS[tier].name}` : capitalize(user.subscriptionTier)}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Status</dt>
            <dd className="flex flex-wrap items-center gap-2" data-testid="plan-status">
              <Badge
                variant={
                  trial === "running"
                    ? "info"
                    : trial === "ended"
                      ? "warning"
                      : user.subscriptionStatus === "active"
                        ? "success"
                        : "outline"
                }
              >
                {statusLabel}
              </Badge>
              {trial && user.trialEndDate ? (
                <span className="text-muted-foreground">
                  {trial === "running" ? "Trial ends" : "Trial ended"} {formatDate(user.trialEndDate, user.timeZone)}
                  {trial === "ended" ? ": Pro features are locked until you choose a plan." : null}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
