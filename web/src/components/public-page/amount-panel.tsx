// The one figure a public document leads with (the amount due, paid, or quoted), large, with a line
// under it about its date.
import type { ReactNode } from "react";

interface Props {
  label: string;
  /** Formatted by the caller from the figures the server sent. */
  amount: string;
  testId: string;
  /** The line under the figure ("Due January 15, 2027"); none when there is nothing to say. */
  note?: ReactNode;
}

export function AmountPanel({ label, amount, testId, note }: Props) {
  return (
    <div className="rounded-lg bg-muted/60 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid={testId}>
        {amount}
      </p>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
    </div>
  );
}
