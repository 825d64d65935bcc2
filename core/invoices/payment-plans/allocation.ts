// A payment plan's instalments and what has been paid against each (docs/decisions/213-payment-plans.md).
// Payments apply to the instalments in order; what the total gained since the plan was made (a late fee)
// is due with the last instalment, what it lost (an edit) comes off the last ones first. Pure: the job,
// the plan's view and the reminders all read it.

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
  const amounts = adjustedAmounts(instalments, totalCents);
  let left = paidCents;
  return instalments.map((inst, index) => {
    const amountCents = amounts[index];
    const paid = Math.min(amountCents, Math.max(0, left));
    left -= paid;
    return { ...inst, amountCents, paidCents: paid, balanceCents: amountCents - paid };
  });
}

/**
 * The instalments' amounts once they sum to the invoice's total again: a gain is due with the last one;
 * a cut comes off the last ones first (each down to 0, then the one before), so no instalment asks for
 * more than is still owed.
 */
function adjustedAmounts(instalments: readonly Instalment[], totalCents: number): number[] {
  const amounts = instalments.map((i) => i.amountCents);
  const last = amounts.length - 1;
  const change = totalCents - amounts.reduce((sum, a) => sum + a, 0);
  if (last < 0) return amounts;
  if (change >= 0) {
    amounts[last] += change;
    return amounts;
  }
  let cut = -change;
  for (let k = last; k >= 0 && cut > 0; k--) {
    const taken = Math.min(amounts[k], cut);
    amounts[k] -= taken;
    cut -= taken;
  }
  return amounts;
}

/** The first instalment with something left to pay, or null when all are paid. */
export const currentInstalment = (states: readonly InstalmentState[]) => states.find((s) => s.balanceCents > 0) ?? null;
