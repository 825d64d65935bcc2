// `microteam status`, `whoami`, `login` and `logout`: the account the terminal acts as, and where.
import { Option, type Command } from "commander";
import { examples } from "../help";
import { days } from "../parse-options";
import type { Act } from "../act";
import { show } from "../run";

export function addAccountCommands(program: Command, act: Act) {
  program
    .command("status")
    .description("where your data is, and which AI, email and payment services are active")
    .addHelpText("after", examples("microteam status", "microteam status --json"))
    .action(
      act(async (ctx) => {
        const { status } = await import("../operations/status");
        await show(ctx, status(ctx));
      }),
    );
  program
    .command("whoami")
    .description("the account you are acting as")
    .addHelpText("after", examples("microteam whoami"))
    .action(
      act(async (ctx) => {
        const { whoami } = await import("../operations/status");
        await show(ctx, whoami(ctx));
      }),
    );
  program
    .command("login")
    .description("use a Microteam server instead of the local database (stores an API token)")
    .requiredOption("--server <url>", "the server's address")
    .option("--token-stdin", "read an API token made in the app from standard input")
    .option("--email <email>", "your email (the password is asked)")
    .option("--password-stdin", "with --email: read the password from standard input")
    .addOption(new Option("--token <token>", "an API token (visible to other users and in shell history)").hideHelp())
    .option("--read-only", "a token that can read but never change your data")
    .option("--read-write", "a token that can also change your data (the default; asked at a terminal)")
    .option("--expires-in-days <days>", "the token stops working after this many days (1 to 365)", days)
    .addHelpText(
      "after",
      examples(
        "microteam login --server https://microteam.example.com",
        "cat token.txt | microteam login --server http://localhost:5000 --token-stdin",
        'printf %s "$PASSWORD" | microteam login --server URL --email me@example.com --password-stdin',
        "microteam login --server https://microteam.example.com --read-only --expires-in-days 30",
      ) + "\nLast resorts, when nothing can be piped: MICROTEAM_TOKEN, or MICROTEAM_PASSWORD with --email.\n",
    )
    .action(
      act(async (ctx, opts) => {
        const { login } = await import("../operations/account");
        await login(ctx, {
          server: String(opts.server),
          token: opts.token as string | undefined,
          tokenStdin: Boolean(opts.tokenStdin),
          email: opts.email as string | undefined,
          passwordStdin: Boolean(opts.passwordStdin),
          readOnly: Boolean(opts.readOnly),
          readWrite: Boolean(opts.readWrite),
          expiresInDays: opts.expiresInDays as number | undefined,
        });
      }),
    );
  program
    .command("logout")
    .description("forget the server and its token (revoked on the server when possible)")
    .addHelpText("after", examples("microteam logout"))
    .action(
      act(async (ctx) => {
        const { logout } = await import("../operations/account");
        await logout(ctx);
      }),
    );
}
