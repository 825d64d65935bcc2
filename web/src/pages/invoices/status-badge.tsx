import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANT: Record<string, BadgeProps["variant"]> = {
  paid: "success",
  overdue: "destructive",
  pending: "warning",
};

const LABEL: Record<string, string> = {
  paid: "Paid",
  overdue: "Overdue",
  pending: "Pending",
  draft: "Draft",
  void: "Void",
};

/** Paid green, overdue red, pending yellow, anything else grey (spec 001 §2). */
export function InvoiceStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={VARIANT[status] ?? "secondary"} className={className} data-status={status}>
      {LABEL[status] ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}
