// The `microteam` command. Kept small: commander and the command table load at once; the database,
// the server's app, Ink and the AI SDK load only in the commands that need them.
import { buildProgram } from "./program";

const VERSION = "0.1.0";
const args = process.argv.slice(2);

// `microteam "what should I work on?"`: a quoted request is one chat turn.
const first = args.findIndex((a) => !a.startsWith("-"));
if (first >= 0 && /\s/.test(args[first]) && !["task", "client", "invoice"].includes(args[first - 1] ?? "")) {
  args.splice(first, 0, "ask");
}

await buildProgram(VERSION).parseAsync(args, { from: "user" });
