// Option values checked as commander reads them: a bad one is a usage error naming the option (exit 2).
import { InvalidArgumentError, Option, type Command } from "commander";

const wholeNumber = (value: string, min: number, max: number): number => {
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}.`);
  }
  return n;
};

/** `--limit`: 1 to 200 rows, the API's page size. */
export const pageSize = (value: string) => wholeNumber(value, 1, 200);

/** `--expires-in-days`: a token's life, 1 to 365 days. */
export const days = (value: string) => wholeNumber(value, 1, 365);

/** `--port`: a TCP port. */
export const port = (value: string) => wholeNumber(value, 1, 65535);

/** `--host`: an interface name or address, e.g. 127.0.0.1, 0.0.0.0, ::1 or localhost. */
export function host(value: string): string {
  const v = value.trim();
  if (!/^[A-Za-z0-9.:%-]+$/.test(v)) {
    throw new InvalidArgumentError(`"${value}" is not a host; use e.g. 127.0.0.1, or 0.0.0.0 for every interface.`);
  }
  return v;
}

/** The options of a quotes or recurring list: --status among these, --search, --limit and --cursor. */
export const listOptions = (cmd: Command, statuses: readonly string[], search: string) =>
  cmd
    .addOption(new Option("--status <status>", "only this status").choices([...statuses]))
    .option("--search <text>", search)
    .option("--limit <n>", "rows per page (1-200, default 50)", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page printed it");
