// The Pro upgrade section (spec 001 §2, §6): for owners who are neither Pro nor on trial, three locked
// 'Pro Only' cards, each with Upgrade → /checkout?tier=pro.
import { Bot, Layers, Lock, Sparkles, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useAuth } from "@web/hooks/useAuth";

const CARDS: { title: string; description: string; icon: LucideIcon }[] = [
  { title: "Unlimited Content Batching", description: "Schedule as many posts ahead as you like (Starter keeps 10 at a time).", icon: Layers },
  { title: "Advanced Smart Admin", description: "Client onboarding and follow-up sequences that run on their own.", icon: Bot },
  { title: "AI Business Suggestion Feed", description: "Daily suggestions from your leads, invoices and posting schedule.", icon: Sparkles },
];

export function ProUpgradeSection() {
  const { user } = useAuth();
  if (!user || user.subscriptionTier === "pro" || user.subscriptionStatus === "trial") return null;
  return (
    <section aria-labelledby="pro-upgrade-title" className="grid gap-3" data-testid="pro-upgrade">
      <h2 id="pro-upgrade-title" className="text-lg font-semibold">
        Upgrade to Pro
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {CARDS.map(({ title, description, icon: Icon }) => (
          <Card key={title} className="relative border-dashed">
            <CardHeader>
              <Badge variant="outline" className="mb-1 gap-1">
                <Lock aria-hidden /> Pro Only
              </Badge>
              <CardTitle as="h3" className="flex items-center gap-2 text-base">
                <Icon className="size-4 text-primary" aria-hidden />
                {title}
              </CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild size="sm">
                <Link href="/checkout?tier=pro">Upgrade</Link>
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
