// The error a delivery channel throws; apart from the channel types so an adapter (the mail transport)
// can throw it without knowing the services.

/** A refusal from the outside world; `permanent` when trying again cannot help (a 5xx SMTP answer, a 400). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The peer asked to wait this long before trying again (HTTP 429 Retry-After). */
    readonly retryAfterMs?: number,
    /**
     * What to record instead when this was the last attempt: a message that says "trying again" must
     * not be the final word (decision 298).
     */
    readonly finalMessage?: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}
