import { Badge } from "@web/components/ui/badge";

const LABEL = { active: "Active", paused: "Paused", ended: "Ended" } as const;
const VARIANT = { active: "success", paused: "warning", ended: "secondary" } as const;

export function SeriesStatusBadge({ status }: { status: keyof typeof LABEL }) {
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {LABEL[status]}
    </Badge>
  );
}
