// What `--help` shows beyond commander's defaults: each command lists the global options that apply
// to it, a usage error points at that command's own help, and every help ends with where the docs are.
import type { Command, HelpConfiguration } from "commander";

/** Global options a command takes: --json, --yes, and --as/--local (the account and database). */
export type Takes = "json" | "yes" | "account";
const TAKES = new WeakMap<Command, ReadonlySet<Takes>>();

/** Declares which global options apply to a command (its help lists those; --json elsewhere is refused). */
export function takes<C extends Command>(cmd: C, ...what: Takes[]): C {
  TAKES.set(cmd, new Set(what));
  return cmd;
}

/** Whether the global option with this attribute name (json, yes, as, local, color, input) applies. */
export function takesOption(cmd: Command, attribute: string): boolean {
  const set = TAKES.get(cmd) ?? new Set<Takes>();
  if (attribute === "json" || attribute === "yes") return set.has(attribute);
  if (attribute === "as" || attribute === "local") return set.has("account");
  return attribute !== "version";
}

/** The examples at the end of a command's help. */
export const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;

/** `invoice send` for `microteam invoice send`; "" for the program itself. */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/** "microteam invoice send --help" */
export const helpCommand = (cmd: Command) => ["microteam", commandPath(cmd), "--help"].filter(Boolean).join(" ");

export const helpConfiguration: HelpConfiguration = {
  showGlobalOptions: true,
  // Bold headings; commander strips them when the output has no colours.
  styleTitle: (title: string) => `\u001b[1m${title}\u001b[22m`,
  visibleGlobalOptions(cmd: Command) {
    const inherited = [];
    for (let c = cmd.parent; c; c = c.parent) inherited.push(...c.options);
    return inherited.filter((o) => !o.hidden && takesOption(cmd, o.attributeName()));
  },
};

/** After a usage error: the failing command's own help (not the top level's), unless errors are JSON. */
export function pointUsageErrorsAtOwnHelp(cmd: Command, json: boolean) {
  const own = cmd.parent ? "its options and examples" : "the commands";
  cmd.showHelpAfterError(json ? false : `(run \`${helpCommand(cmd)}\` for ${own})`);
  for (const sub of cmd.commands) pointUsageErrorsAtOwnHelp(sub, json);
}

/** `microteam` alone: what it is, the few commands to start with, and where the rest is. */
export function conciseHelp(docs: string): string {
  return [
    "microteam: your first five employees, in the terminal.",
    "",
    "  microteam init                   create your account (the first time)",
    "  microteam focus                  the morning briefing: what to do today",
    '  microteam "who owes me money?"   one request in your own words',
    "  microteam chat                   a conversation with your assistant",
    "",
    `All commands: microteam --help. Docs: ${docs}`,
    "",
  ].join("\n");
}

/** The last lines of every help: the docs and where to ask. */
export function docsFooter(docs: string): string {
  return [
    "",
    `Docs: ${docs} ("The terminal assistant"); exit codes 0 ok, 1 failure, 2 usage.`,
    "Questions and bug reports: Help & Support in the web app (`microteam serve`, then /help).",
  ].join("\n");
}
