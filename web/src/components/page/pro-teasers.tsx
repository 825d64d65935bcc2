// What an owner neither Pro nor on trial sees in place of a Pro feature (spec 001 §2, §6): a heading and
// a locked 'Pro Only' card per feature, each with Upgrade → /checkout?tier=pro.
import { Lock, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export interface ProTeaser {
  title: string;
  description: string;
  icon: LucideIcon;
}

interface Props {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  teasers: readonly ProTeaser[];
  testId: string;
  /** Cards side by side on a wide screen. */
  columns: 2 | 3;
}

export function ProTeasers({ id, title, teasers, testId, columns }: Props) {
  return (
    <section aria-labelledby={id} className="grid gap-3" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className={columns === 3 ? "grid gap-4 md:grid-cols-3" : "grid gap-4 md:grid-cols-2"}>
        {teasers.map(({ title, description, icon: Icon }) => (
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
