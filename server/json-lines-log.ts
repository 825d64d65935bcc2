// The server's log: one JSON line per event on stdout, in the shape pino writes
// ({"level":30,"time":"…","app":"microteam",…fields,"msg":"…"}), so a collector set up for it reads
// the same lines. Written here rather than by pino: every request writes one, and pino's line cost
// ~17 µs of a ~100 µs answer under load, against ~7 µs for this one (issue 10, decision 311).
import type { Logger } from "@core/log";

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
export type LogLevel = keyof typeof LEVELS;
export const isLogLevel = (value: string): value is LogLevel => Object.hasOwn(LEVELS, value);

/** An Error as fields (its own ones are not enumerable): type, message, stack and any code. */
function fieldValue(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const { name, message, stack, ...own } = value as Error & Record<string, unknown>;
  return { type: name, message, stack, ...own };
}

/** `{…fields}` written into a line that already has level, time and app: without its braces. */
function fieldsText(fields: Record<string, unknown>): string {
  // The replacer runs for every key: only a line that carries an error needs it.
  let hasError = false;
  for (const key in fields) if (fields[key] instanceof Error) hasError = true;
  const text = hasError ? JSON.stringify(fields, fieldValue) : JSON.stringify(fields);
  return text.length > 2 ? `,${text.slice(1, -1)}` : "";
}

/**
 * A logger writing lines to `write` from `level` up. `time` is an ISO instant; the fields come after
 * level, time and app, and the message last, as pino orders them.
 */
export function jsonLinesLogger(level: LogLevel, write: (line: string) => void, now = () => new Date()): Logger {
  const min = LEVELS[level];
  const line = (n: number) => (fields: Record<string, unknown>, message?: string) => {
    if (n < min) return;
    const msg = message === undefined ? "" : `,"msg":${JSON.stringify(message)}`;
    write(`{"level":${n},"time":"${now().toISOString()}","app":"microteam"${fieldsText(fields)}${msg}}\n`);
  };
  return { info: line(LEVELS.info), warn: line(LEVELS.warn), error: line(LEVELS.error) };
}

/**
 * The server's logger on stdout. Lines gather here up to 4 KB (one write for a few dozen requests'
 * lines; handing SonicBoom each line cost ~2.5 µs more) and wait at most a quarter of a second; what
 * is left is written when the process exits. SonicBoom (pino's own writer) keeps the writes in order
 * and finishes a partial one. It loads only in the processes that log (the server, not the terminal).
 */
export async function stdoutLogger(level: LogLevel): Promise<Logger> {
  const { default: SonicBoom } = await import("sonic-boom");
  const destination = new SonicBoom({ fd: 1, sync: false });
  // stdout closed under us (EPIPE): the log stops, the server goes on.
  let broken = false;
  destination.on("error", () => {
    broken = true;
  });
  let gathered = "";
  const hand = () => {
    if (gathered && !broken) destination.write(gathered);
    gathered = "";
  };
  setInterval(hand, 250).unref();
  process.on("exit", () => {
    hand();
    try {
      if (!broken) destination.flushSync();
    } catch {
      // stdout closed: nothing to write to.
    }
  });
  return jsonLinesLogger(level, (line) => {
    gathered += line;
    if (gathered.length >= 4096) hand();
  });
}
