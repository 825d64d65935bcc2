import { Badge, type BadgeProps } from "@web/components/ui/badge";

const LABEL: Record<string, string> = { draft: "Draft", sent: "Sent", accepted: "Accepted", declined: "Declined" };
const VARIANT: Record<string, BadgeProps["variant"]> = {
  draft: "secondary",
  sent: "info",
  accepted: "success",
  declined: "destructive",
};

/** A quote's state; an unanswered quote past its last day reads "Expired". */
export function QuoteStatusBadge({
  status,
  expired,
  className,
}: {
  status: string;
  expired?: boolean;
  className?: string;
}) {
  return (
    <Badge variant={expired ? "warning" : (VARIANT[status] ?? "secondary")} className={className} data-status={status}>
      {expired ? "Expired" : (LABEL[status] ?? status)}
    </Badge>
  );
}
