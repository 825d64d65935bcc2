import { Badge, type BadgeProps } from "@web/components/ui/badge";

const LEVELS: Record<string, { label: string; variant: BadgeProps["variant"] }> = {
  critical: { label: "Critical", variant: "destructive" },
  high: { label: "High", variant: "warning" },
  medium: { label: "Medium", variant: "info" },
};
const LOW = { label: "Low", variant: "secondary" } as const;

/** The level a priority is shown as: critical, high, medium, and anything else low (spec 000 §4.2). */
export const priorityLevel = (priority: string | null | undefined) =>
  priority && Object.hasOwn(LEVELS, priority) ? priority : "low";

/** Critical red, high orange, medium blue, anything else low grey. */
export function PriorityBadge({ priority }: { priority: string | null | undefined }) {
  const { label, variant } = LEVELS[priorityLevel(priority)] ?? LOW;
  return (
    <Badge variant={variant} data-priority={priorityLevel(priority)}>
      {label}
    </Badge>
  );
}
