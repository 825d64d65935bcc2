// The stored shapes of reminder schedules and late fees (JSON columns of users, clients, invoices).

/** Reminder steps in days from the due date (−3 = three days before, 0 = on the day, 7 = a week late). */
export interface ReminderScheduleJson {
  steps: number[];
  /** After the last step, a reminder every this many days until paid (capped); null: none. */
  repeatEvery: number | null;
}

/** A late fee: `value` is cents (flat) or thousandths of a percent of the balance (percent). */
export interface LateFeeJson {
  kind: "flat" | "percent";
  value: number;
  /** Charged once the invoice is this many days past due. */
  afterDays: number;
  /** Charged again every this many days while unpaid (capped); null: once. */
  repeatEvery: number | null;
}
