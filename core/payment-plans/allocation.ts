// A payment plan's instalments and what has been paid against each (docs/decisions/213-payment-plans.md).
// Payments apply to the instalments in order; whatever the total gained or lost since the plan was made
// (a late fee, an edit) is due with the last instalment. Pure: the job, the plan's view and the
// reminders all read it.

export interface Instalment {
  position: number;
  dueDate: string;
  amountCents: number;
}

export interface InstalmentState extends Instalment {
  paidCents: number;
  balanceCents: number;
}

export function allocate(instalments: readonly Instalment[], totalCents: number, paidCents: number): InstalmentState[] {
  const planned = instalments.reduce((sum, i) => sum + i.amountCents, 0);
  let left = paidCents;
  return instalments.map((inst, index) => {
    const amountCents =
      index === instalments.length - 1 ? Math.max(0, inst.amountCents + totalCents - planned) : inst.amountCents;
    const paid = Math.min(amountCents, Math.max(0, left));
    left -= paid;
    return { ...inst, amountCents, paidCents: paid, balanceCents: amountCents - paid };
  });
}

/** The first instalment with something left to pay, or null when all are paid. */
export const currentInstalment = (states: readonly InstalmentState[]) => states.find((s) => s.balanceCents > 0) ?? null;
