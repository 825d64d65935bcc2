// The `microteam` command. Kept small: commander and the command table load only when needed (not
// for a plain `microteam focus` answered from the local file); the database, the server's app, Ink
// and the AI SDK load only in the commands that need them.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isPlainFocus } from "./plain-focus";
import { withAskForQuotedRequest } from "./quoted-request";

const VERSION = "0.1.0";

// `microteam focus | head -1`: the reader has gone, so stop quietly rather than with a stack (qa13 F5).
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const args = withAskForQuotedRequest(process.argv.slice(2));

const answered = isPlainFocus(args) && (await (await import("./focus-fast-path")).answerPlainFocus(args));
if (!answered) {
  // The README beside the package (cli/bin.ts in the sources, dist/cli/microteam.mjs when bundled).
  const docs = ["../README.md", "../../README.md"]
    .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
    .find((file) => existsSync(file));
  const { buildProgram } = await import("./program");
  await buildProgram(VERSION, { docs }).parseAsync(args, { from: "user" });
}
