// Where a public document's action would be once there is nothing left to do (paid, accepted,
// declined, voided, expired): what happened, as a status screen readers announce.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@web/components/ui/card";
import { cn } from "@web/lib/utils";

interface Props {
  title: string;
  /** Drawn large beside the text; without one the text stands alone. */
  icon?: LucideIcon;
  /** "success" tints the card, the icon and the title green. */
  tone?: "success" | "neutral";
  /** The paragraphs under the title. */
  children: ReactNode;
}

export function OutcomeCard({ title, icon: Icon, tone = "neutral", children }: Props) {
  const success = tone === "success";
  const heading = <h2 className={cn("text-xl font-semibold", success && "text-success")}>{title}</h2>;
  return (
    <Card className={cn(success && "border-success/30 bg-success/5")} role="status">
      {Icon ? (
        <CardContent className="flex items-start gap-4 p-6">
          <Icon className={cn("size-8 shrink-0", success ? "text-success" : "text-muted-foreground")} aria-hidden />
          <div className="grid gap-1">
            {heading}
            {children}
          </div>
        </CardContent>
      ) : (
        <CardContent className="grid gap-1 p-6">
          {heading}
          {children}
        </CardContent>
      )}
    </Card>
  );
}
