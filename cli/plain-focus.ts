// Which `microteam focus` runs may skip the command table (cli/focus-fast-path.ts).

/** The flags the fast path understands; any other argument goes to the full program. */
const FLAGS = new Set(["--json", "--local", "--no-color"]);

/** `focus`, with at most --json, --local and --no-color, in any order. */
export const isPlainFocus = (args: readonly string[]) =>
  args.filter((a) => a === "focus").length === 1 && args.every((a) => a === "focus" || FLAGS.has(a));
