import { createApp } from "../server/app";
import type { ApiClient } from "../cli/api/client";
import { inProcessClient } from "../cli/api/local";
import type { CliContext } from "../cli/context";
import { usageError } from "../cli/errors";
import { buildProgram } from "../cli/program";
import type { Output } from "../cli/output";
import type { GlobalOptions } from "../cli/run";
import { makeTestApp } from "./app";

/**
 * Runs `microteam` commands in-process against a test database: the real commander program, the
 * real operations, and the real Hono app acting as the owner (as local mode does).
 */
export function cliHarness(t: ReturnType<typeof makeTestApp>, ownerId: string, now = "2026-11-21T09:00:00Z") {
  const app = createApp({ services: t.services, config: t.config, actAs: ownerId });
  const api: ApiClient = inProcessClient(app, t.services, "test.db");
  return { run: cliRunner(api, now), api };
}

/** Runs `microteam` commands in-process over any API client (e.g. the terminal's own local client). */
export function cliRunner(api: ApiClient, now = "2026-11-21T09:00:00Z") {
  /** `answer`: the reply to every question, or the replies in order (the last one repeats). */
  async function run(args: string[], options: { answer?: boolean | boolean[]; interactive?: boolean } = {}) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const questions: string[] = [];
    const output = (json: boolean): Output => ({
      json,
      color: false,
      stdout: (s) => stdout.push(s),
      stderr: (s) => stderr.push(s),
    });
    const context = (opts: GlobalOptions): CliContext => ({
      api: async () => api,
      output: output(Boolean(opts.json)),
      yes: Boolean(opts.yes),
      // As makeContext: --no-input turns prompts off even on a terminal.
      interactive: (options.interactive ?? true) && opts.input !== false,
      now: () => new Date(now),
      close: async () => {},
      confirm: async (q) => {
        questions.push(q);
        if (opts.yes) return true;
        if (!(options.interactive ?? true) || opts.input === false) {
          throw usageError(
            `This would change your data: ${q}`,
            "Pass --yes to confirm when there is no terminal to ask (or prompts are off with --no-input).",
          );
        }
        const answers = options.answer ?? false;
        return Array.isArray(answers) ? answers[Math.min(questions.length, answers.length) - 1] : answers;
      },
    });
    process.exitCode = 0;
    let exitCode = 0;
    try {
      await buildProgram("test", {
        context,
        exit: (code) => {
          throw Object.assign(new Error("exit"), { exitCode: code });
        },
        write: { out: (s) => stdout.push(s), err: (s) => stderr.push(s) },
      }).parseAsync(args, { from: "user" });
      exitCode = Number(process.exitCode ?? 0);
    } catch (error) {
      exitCode = (error as { exitCode?: number }).exitCode ?? 1;
    } finally {
      process.exitCode = 0;
    }
    return { stdout: stdout.join("\n"), stderr: stderr.join("\n"), exitCode, questions };
  }

  return run;
}

/**
 * What the terminal adds after "Emailed …" when the email only reached the offline outbox, as it does in
 * these tests (no SMTP_URL): cli/operations/delivery.ts.
 */
export const OUTBOX_ONLY =
  " Only into the offline outbox, though: nobody received it (no SMTP_URL is set for this terminal: give it the same SMTP_URL as the server, in cron too).";
