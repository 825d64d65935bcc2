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
export function InvoiceStatusBadge({
  status,
  partiallyPaid = false,
  className,
}: {
  status: string;
  /** Unpaid with payments recorded: "Partially paid", or "Overdue · partly paid" once late. */
  partiallyPaid?: boolean;
  className?: string;
}) {
  const label = LABEL[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge variant={VARIANT[status] ?? "secondary"} className={className} data-status={status}>
      {partiallyPaid ? (status === "overdue" ? "Overdue · partly paid" : "Partially paid") : label}
    </Badge>
  );
}
