import { AppError } from "../errors";

/** How the request was authenticated: a browser session (cookie) or an API token (`Authorization: Bearer`). */
export type CredentialKind = "session" | "token";

/**
 * Account-level changes (sign-in email, password, API tokens, deleting the account) need a signed-in
 * browser session: a leaked API token must not be enough to take the account over.
 */
export function requireSession(kind: CredentialKind | null | undefined, what: string): void {
  if (kind !== "session") {
    throw new AppError("FORBIDDEN", `${what} needs you to be signed in to the web app; an API token cannot do it.`);
  }
}
