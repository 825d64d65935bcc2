/**
 * The one structured logger core writes to (DESIGN.md: one JSON-lines log). The server backs it with
 * server/json-lines-log.ts; tests and the terminal app use a silent or capturing one. Never pass bodies, cookies, tokens
 * or passwords: only ids, counts and short codes.
 */
export interface Logger {
  info(fields: Record<string, unknown>, message?: string): void;
  warn(fields: Record<string, unknown>, message?: string): void;
  error(fields: Record<string, unknown>, message?: string): void;
}

/** The security and data events an operator can audit (one line each, `audit` names the event). */
export type AuditEvent =
  | "signin.success"
  | "signin.failure"
  | "signin.locked"
  | "reauth.failure"
  | "reauth.locked"
  | "signup.success"
  | "signup.refused"
  | "password.changed"
  | "email.changed"
  | "token.created"
  | "token.revoked"
  | "token.used"
  | "data.exported"
  | "account.deleted"
  | "canva.connected"
  | "social.connected"
  | "social.disconnected"
  | "canva.disconnected"
  | "webhook.created"
  | "webhook.updated"
  | "webhook.deleted"
  | "public_address.changed";

/** Writes one audit line: `{"audit":"signin.failure","userId":…}`. */
export function audit(
  services: { log: Logger },
  event: AuditEvent,
  fields: Record<string, string | number | boolean | null | undefined> = {},
): void {
  services.log.info({ audit: event, ...fields }, event);
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** A logger that keeps every line, for tests that check what is (and is not) logged. */
export function capturingLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const keep =
    (level: string) =>
    (fields: Record<string, unknown>, message?: string): void => {
      lines.push({ level, ...fields, ...(message ? { msg: message } : {}) });
    };
  return { lines, info: keep("info"), warn: keep("warn"), error: keep("error") };
}

/** Warnings and errors as plain lines on stderr: for the terminal app, whose stdout carries data. */
export const stderrLogger: Logger = {
  info() {},
  warn: (fields, message) => process.stderr.write(`warning: ${message ?? JSON.stringify(fields)}\n`),
  error: (fields, message) => process.stderr.write(`error: ${message ?? JSON.stringify(fields)}\n`),
};
