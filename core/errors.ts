// One error type for the whole domain; each interface maps the code once (HTTP status in server/,
// exit code in cli/).
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
