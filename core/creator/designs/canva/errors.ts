import { AppError } from "../../../errors";
import { CanvaError } from "./api";

export const RECONNECT_MESSAGE = "Canva refused the connection: connect your Canva account again";

/** Canva's failures in the owner's words, as the one error type the server maps to HTTP. */
export function toAppError(error: unknown, doing: string): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof CanvaError)) return new AppError("UNAVAILABLE", `Canva could not ${doing}. Please try again.`);
  if (error.status === 401 || error.code === "invalid_grant" || error.code === "invalid_access_token") {
    return new AppError("CONFLICT", RECONNECT_MESSAGE, undefined, { reconnect: true });
  }
  if (error.status === 429) {
    return new AppError(
      "RATE_LIMITED",
      "Canva is busy with too many requests: try again in a minute",
      undefined,
      error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : undefined,
    );
  }
  if (error.status === 404) return new AppError("NOT_FOUND", "That design is no longer in your Canva account");
  if (error.status === 403) return new AppError("FORBIDDEN", `Canva did not allow this: ${error.message}`);
  if (error.status === 400) return new AppError("VALIDATION", `Canva could not ${doing}: ${error.message}`);
  return new AppError("UNAVAILABLE", `Canva could not ${doing} (${error.message}). Please try again.`);
}
