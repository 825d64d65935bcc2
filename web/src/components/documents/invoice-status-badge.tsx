import { statusLabel } from "@core/invoices/status";
import { Badge, type BadgeProps } from "@web/components/ui/badge";

const VARIANT: Record<string, BadgeProps["variant"]> = {
  paid: "success",
  overdue: "destructive",
  pending: "warning",
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
  return (
    <Badge variant={VARIANT[status] ?? "secondary"} className={className} data-status={status}>
      {statusLabel(status, partiallyPaid)}
    </Badge>
  );
}
