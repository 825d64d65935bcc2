// One error type for the whole domain; each interface maps the code once (HTTP status in server/,
// exit code in cli/). And the refusal of an outside service, which the delivery worker reads to decide
// whether to try again (thrown by adapters such as the mail transport, which sit below the delivery queue).
export type AppErrorCode =
  | "VALIDATION"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYMENT_FAILED"
  | "UNAVAILABLE"
  /** The change is allowed but deserves a second look (e.g. a reminder inside the quiet period): send it again with `confirm: true`. */
  | "CONFIRMATION_REQUIRED";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Field name → message, for VALIDATION errors. */
    readonly fields?: Record<string, string>,
    /** Facts a client can act on (e.g. when the last reminder went), beside the message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
/** A 409; `field` names what the conflict is about (usually `status`), as the 400s name theirs. */
export const conflict = (message: string, field?: string) =>
  new AppError("CONFLICT", message, field ? { [field]: message } : undefined);
export const unauthorized = (message = "Not signed in") => new AppError("UNAUTHORIZED", message);
export const invalid = (fields: Record<string, string>, message = "Invalid input") =>
  new AppError("VALIDATION", message, fields);

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
