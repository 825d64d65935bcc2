// A client's unbilled time as a money move: once the oldest unbilled entry has waited a week, invoicing
// it is worth what it would bring, as sending a due invoice is (value.ts). Pure; the text is written
// only for the moves shown.
import { dayNumber, type FocusAt, type UnbilledFacts } from "./facts";
import { Move, type MoveWriter, type ScoredMove } from "./move";
import { dollars, plural, shortDate } from "./text";
import { paidChance, priorityOf, UNBILLED_DAYS, UNBILLED_FACTOR } from "./value";

interface Waiting {
  unbilled: UnbilledFacts;
  /** Days since the oldest unbilled entry's day. */
  days: number;
  at: FocusAt;
}

/** The move, or null while the oldest unbilled entry is younger than UNBILLED_DAYS (or nothing is owed). */
export function unbilledMove(unbilled: UnbilledFacts, at: FocusAt): ScoredMove | null {
  const days = dayNumber(at.today) - dayNumber(unbilled.oldestDate);
  if (days < UNBILLED_DAYS || unbilled.amountCents <= 0) return null;
  return new Move(
    {
      id: `unbilled:${unbilled.clientId}`,
      kind: "unbilled",
      category: "Invoicing",
      value: (unbilled.amountCents / 100) * paidChance(days) * UNBILLED_FACTOR,
    },
    { unbilled, days, at },
    UNBILLED,
  );
}

/** 810 minutes → "13.5 hours" (a tenth of an hour is enough for a sentence). */
const hours = (minutes: number) => {
  const tenths = Math.round(minutes / 6) / 10;
  return `${tenths} ${tenths === 1 ? "hour" : "hours"}`;
};

const UNBILLED: MoveWriter<Waiting> = {
  search: ({ unbilled }, m) => `${unbilled.clientName} unbilled time ${m.id}`.toLowerCase(),
  task: ({ unbilled, days, at }, m) => {
    const money = dollars(unbilled.amountCents, at.currency);
    return {
      id: m.id,
      kind: "unbilled",
      title: `${money} of unbilled work for ${unbilled.clientName}, ${plural(days, "day")}`,
      description: `${hours(unbilled.minutes)} in ${plural(unbilled.entries, "entry").replace(/entrys$/, "entries")} not invoiced yet. One invoice bills them all, a line each.`,
      automatedPriority: priorityOf(m.score),
      category: "Invoicing",
      estimatedTime: 5,
      revenueImpact: unbilled.amountCents / 100,
      priorityScore: m.score,
      urgencyReason: `Unbilled since ${shortDate(unbilled.oldestDate, at.today)} (${plural(days, "day")}); invoicing it starts the clock on being paid`,
      completed: false,
      dueDate: null,
      action: { type: "invoice_unbilled", clientId: unbilled.clientId, clientName: unbilled.clientName },
    };
  },
};
