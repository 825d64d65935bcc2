// What an email's outbox status means to the owner, in one place: the views (the invoice card, the
// client's history, a batch's progress, the outbox), the web and the terminal read it from here
// (docs/decisions/318). A leaf: no imports, so the web may import it too.

/** The statuses of an outbox row: waiting, in a worker's hands, or settled. */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "stored", "possibly_sent", "failed", "cancelled"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Confirmed by the mail server, or kept in the offline outbox. */
export const DELIVERED_STATUSES = ["sent", "stored"] as const;

/**
 * Handed over to the mail server, which did not confirm it: a timeout or a dropped connection while
 * waiting for its answer to the message's last line. The message may well have arrived, so it is
 * settled, not retried by itself: sending it again is the owner's decision.
 */
export const POSSIBLY_SENT = "possibly_sent";

/** What the owner reads about such an email, wherever it is shown. */
export const MAY_HAVE_BEEN_SENT = "may have been sent";

/** Why it is not known: recorded as the row's error. */
export function possiblySentReason(detail: string): string {
  return `the mail server took the message but did not confirm it (${detail}); not sent again automatically`;
}

/**
 * The sentence for an email that may have been sent: "Reminder to ann@example.test may have been sent:
 * the mail server did not confirm it. Check with them, or send it again."
 */
export function possiblySentSentence(what: string, to: string): string {
  return `${what} to ${to} ${MAY_HAVE_BEEN_SENT}: the mail server did not confirm it. Check with them, or send it again.`;
}
