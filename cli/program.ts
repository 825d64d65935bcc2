// The root of `microteam`: the global options, how every command's action runs (context, errors,
// exit codes), help, and the commands, each module's in cli/commands/<module>.ts.
import { Command } from "commander";
import { addAccountCommands } from "./commands/account";
import { addBackupCommands } from "./commands/backup";
import { addChatCommands } from "./commands/chat";
import { addClientCommands } from "./commands/clients";
import { addFocusCommand } from "./commands/focus";
import { addImportCommands } from "./commands/imports";
import { addInitCommand } from "./commands/init";
import { addInsightCommands } from "./commands/insights";
import { addInvoiceCommands } from "./commands/invoices";
import { addMcpCommand } from "./commands/mcp";
import { addPostCommands } from "./commands/posts";
import { addQuoteCommands } from "./commands/quotes";
import { addRecurringCommands } from "./commands/recurring";
import { addReminderCommands } from "./commands/reminders";
import { addReportCommand } from "./commands/report";
import { addServeCommand } from "./commands/serve";
import { addTrackCommands } from "./commands/track";
import { addTaskCommands } from "./commands/tasks";
import { addWebhookCommands } from "./commands/webhooks";
import { addWorkflowCommands } from "./commands/workflows";
import { CliError, EXIT, usageError } from "./errors";
import type { Act, Action } from "./act";
import type { CliContext } from "./context";
import {
  commandPath,
  conciseHelp,
  docsFooter,
  examples,
  helpCommand,
  helpConfiguration,
  pointUsageErrorsAtOwnHelp,
  takes,
  takesOption,
  type Takes,
} from "./help";
import { wantsColor } from "./output";
import { guard, makeContext, type GlobalOptions } from "./run";

export interface ProgramOptions {
  /** Makes the context of a command (tests pass one over a test database). */
  context?: (options: GlobalOptions) => CliContext;
  /** How a usage error or --help ends the process (tests throw instead). */
  exit?: (code: number) => never;
  /** Where commander writes help and usage errors (tests capture them). */
  write?: { out: (s: string) => void; err: (s: string) => void };
  /** Where the docs are, for the end of every help (bin.ts passes the README beside the package). */
  docs?: string;
}

/** `--json` among the arguments (before a `--`): usage errors are then JSON too. */
const asksForJson = (argv: readonly string[]) => {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
};

export function buildProgram(version: string, options: ProgramOptions = {}): Command {
  const context = options.context ?? ((opts: GlobalOptions) => makeContext(opts));
  const exit = options.exit ?? ((code: number) => process.exit(code));

  let jsonErrors = false;
  let colorOff = false;
  const act: Act =
    (body: Action) =>
    async (...params: unknown[]) => {
      const cmd = params[params.length - 1] as Command;
      const args = params.slice(0, -2).flat() as string[];
      const opts = cmd.optsWithGlobals() as GlobalOptions & Record<string, unknown>;
      const ctx = context(opts);
      await guard(ctx, async () => {
        if (opts.json && !takesOption(cmd, "json")) {
          throw usageError(`\`microteam ${commandPath(cmd)}\` has no --json output.`, `See \`${helpCommand(cmd)}\`.`);
        }
        try {
          await body(ctx, opts, args);
        } catch (error) {
          // A usage error says where this command's usage is.
          if (error instanceof CliError && error.exitCode === EXIT.usage && !error.hint) {
            throw usageError(error.message, `See \`${helpCommand(cmd)}\`.`);
          }
          throw error;
        }
      });
    };

  const program = new Command()
    .name("microteam")
    .description(
      "Your first five employees, in the terminal: the morning briefing, invoices, quotes, recurring invoices, reminders, clients and tasks.",
    )
    .version(version)
    .option("--json", "print JSON on stdout; errors as JSON on stderr (for scripts and cron)")
    .option("-y, --yes", "confirm changes without asking (for scripts and cron)")
    .option("--as <email>", "act as this account when the local database has several")
    .option("--local", "use the local database even after `microteam login`")
    .option("--no-color", "no colours (also NO_COLOR=1 or FORCE_COLOR=0)")
    .option("--no-input", "never prompt: fail and name the flag to pass instead")
    .configureHelp(helpConfiguration)
    .configureOutput({
      ...(options.write ? { writeOut: options.write.out, writeErr: options.write.err } : {}),
      // Help's bold headings follow the same colour rule as the commands' output.
      getOutHasColors: () => wantsColor({ color: !colorOff, isTTY: process.stdout.isTTY }),
      getErrHasColors: () => wantsColor({ color: !colorOff, isTTY: process.stderr.isTTY }),
      // Commander's own usage errors: "Error: ..." like ours, or with --json the same JSON as ours.
      outputError: (text, write) =>
        write(
          jsonErrors
            ? JSON.stringify({
                error: { code: "USAGE", message: text.replace(/^error: /, "").trim(), exitCode: EXIT.usage },
              }) + "\n"
            : text.replace(/^error: /, "Error: "),
        ),
    })
    .showSuggestionAfterError(true)
    .exitOverride((err) => {
      const ok = ["commander.helpDisplayed", "commander.version", "commander.help"].includes(err.code);
      exit(ok ? EXIT.ok : EXIT.usage);
    })
    .addHelpText("afterAll", docsFooter(options.docs ?? "README.md"))
    .addHelpText(
      "after",
      examples(
        "microteam focus",
        'microteam "who owes me money?"',
        "microteam invoices --overdue",
        "microteam nudge INV-1042",
        "microteam chat",
        "microteam focus --json | jq .unpaidTotal",
      ),
    );

  // In the order `microteam --help` lists them.
  addFocusCommand(program, act);
  addInvoiceCommands(program, act);
  addReminderCommands(program, act);
  addQuoteCommands(program, act);
  addRecurringCommands(program, act);
  addClientCommands(program, act);
  addImportCommands(program, act);
  addTaskCommands(program, act);
  addWorkflowCommands(program, act);
  addInsightCommands(program, act);
  addReportCommand(program, act);
  addTrackCommands(program, act);
  addPostCommands(program, act);
  addChatCommands(program, act);
  addAccountCommands(program, act);
  addInitCommand(program, act);
  addBackupCommands(program, act);
  addServeCommand(program, act);
  addWebhookCommands(program, act);
  addMcpCommand(program, act, version);

  for (const [path, what] of Object.entries(GLOBALS_BY_COMMAND)) {
    const cmd = path
      .split(" ")
      .reduce<Command | undefined>((c, name) => c?.commands.find((s) => s.name() === name), program);
    if (!cmd) throw new Error(`GLOBALS_BY_COMMAND names a missing command: ${path}`);
    takes(cmd, ...what);
  }

  // With --json among the arguments, commander's own usage errors are JSON on stderr too.
  const parseAsync = program.parseAsync.bind(program);
  program.parseAsync = ((argv?: readonly string[], parseOptions?: Parameters<typeof parseAsync>[1]) => {
    const given = parseOptions?.from === "user" ? (argv ?? []) : (argv ?? process.argv).slice(2);
    if (given.length === 0) {
      (options.write?.out ?? ((s: string) => process.stdout.write(s)))(conciseHelp(options.docs ?? "README.md"));
      return Promise.resolve(program);
    }
    jsonErrors = asksForJson(given);
    colorOff = given.includes("--no-color");
    pointUsageErrorsAtOwnHelp(program, jsonErrors);
    return parseAsync(argv, parseOptions);
  }) as typeof program.parseAsync;
  pointUsageErrorsAtOwnHelp(program, false);
  return program;
}

/** The global options each command takes (its help lists them; --json anywhere else is a usage error). */
const GLOBALS_BY_COMMAND: Record<string, Takes[]> = {
  focus: ["json", "account"],
  invoices: ["json", "account"],
  "invoice create": ["json", "yes", "account"],
  "invoice paid": ["json", "yes", "account"],
  "invoice send": ["json", "yes", "account"],
  "invoice void": ["json", "yes", "account"],
  "invoice duplicate": ["json", "yes", "account"],
  remind: ["json", "yes", "account"],
  nudge: ["json", "yes", "account"],
  quotes: ["json", "account"],
  "quotes list": ["json", "account"],
  "quotes show": ["json", "account"],
  "quotes send": ["json", "yes", "account"],
  "quotes follow-up": ["json", "yes", "account"],
  "quotes convert": ["json", "yes", "account"],
  recurring: ["json", "account"],
  "recurring list": ["json", "account"],
  "recurring show": ["json", "account"],
  "recurring preview": ["json", "account"],
  "recurring pause": ["json", "yes", "account"],
  "recurring resume": ["json", "yes", "account"],
  "recurring end": ["json", "yes", "account"],
  clients: ["json", "account"],
  "client add": ["json", "yes", "account"],
  import: ["json", "yes", "account"],
  "client edit": ["json", "yes", "account"],
  tasks: ["json", "account"],
  "task add": ["json", "yes", "account"],
  done: ["json", "yes", "account"],
  workflows: ["json", "account"],
  insights: ["json", "yes", "account"],
  report: ["json", "account"],
  posts: ["json", "account"],
  post: ["json", "yes", "account"],
  publish: ["json", "account"],
  chat: ["account"],
  ask: ["json", "yes", "account"],
  status: ["json", "account"],
  whoami: ["json", "account"],
  login: ["json"],
  logout: ["json"],
  init: ["json"],
  backup: ["json"],
  restore: ["json", "yes"],
  serve: [],
  webhooks: ["json", "account"],
  "webhooks add": ["json", "yes", "account"],
  "webhooks test": ["json", "yes", "account"],
  "webhooks log": ["json", "account"],
  "webhooks on": ["json", "yes", "account"],
  "webhooks off": ["json", "yes", "account"],
  "webhooks remove": ["json", "yes", "account"],
  mcp: ["account"],
};
