// Spec 001 §2, §6: owners neither Pro nor on trial see 'Upgrade to Pro for Advanced Analytics' with
// two teasers. Who is Pro is the server's answer (isPro), not worked out here.
import { LineChart, Lock, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

const TEASERS: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: "Advanced analytics with trend predictions",
    description: "Next month's revenue forecast from your own months, with the range it will likely fall in.",
    icon: LineChart,
  },
  {
    title: "Task delegation to a VA or teammates",
    description: "Hand a task to a helper by email; see who has it and when it was done.",
    icon: UserPlus,
  },
];

export function AnalyticsUpgrade() {
  return (
    <section aria-labelledby="analytics-upgrade-title" className="grid gap-3" data-testid="analytics-upgrade">
      <h2 id="analytics-upgrade-title" className="text-lg font-semibold">
        Upgrade to Pro for Advanced Analytics
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {TEASERS.map(({ title, description, icon: Icon }) => (
          <Card key={title} className="border-dashed">
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
