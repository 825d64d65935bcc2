// `microteam status`, `whoami`, `login`, `logout`, `init`, `backup`, `restore` and `serve`.
import { Option, type Command } from "commander";
import { examples } from "./help";
import { days, host, port } from "./parse-options";
import type { Act } from "./act";
import { show } from "./run";

export function addAccountCommands(program: Command, act: Act) {
  program
    .command("status")
    .description("where your data is, and which AI, email and payment services are active")
    .addHelpText("after", examples("microteam status", "microteam status --json"))
    .action(
      act(async (ctx) => {
        const { status } = await import("./operations/status");
        await show(ctx, status(ctx));
      }),
    );
  program
    .command("whoami")
    .description("the account you are acting as")
    .addHelpText("after", examples("microteam whoami"))
    .action(
      act(async (ctx) => {
        const { whoami } = await import("./operations/status");
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
        const { login } = await import("./commands/account");
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
        const { logout } = await import("./commands/account");
        await logout(ctx);
      }),
    );
  program
    .command("init")
    .description("create your account in the local database (asks what the flags leave out)")
    .option("--name <name>", "your name, as the briefing greets you")
    .option("--email <email>", "your email")
    .option("--password-stdin", "read the password from standard input")
    .option("--business <name>", "your business name")
    .option("--time-zone <zone>", "your time zone, e.g. Europe/Paris (default: this computer's)")
    .addHelpText(
      "after",
      examples(
        "microteam init",
        'printf %s "$PASSWORD" | microteam init --name "Olive Martin" --email me@example.com --password-stdin --business "Olive Studio" --time-zone Europe/Paris',
      ) + "\nLast resort, when nothing can be piped: MICROTEAM_PASSWORD.\n",
    )
    .action(
      act(async (ctx, opts) => {
        const { init } = await import("./commands/init");
        await init(ctx, {
          name: opts.name as string | undefined,
          email: opts.email as string | undefined,
          passwordStdin: Boolean(opts.passwordStdin),
          business: opts.business as string | undefined,
          timeZone: opts.timeZone as string | undefined,
        });
      }),
    );
  program
    .command("backup <file>")
    .description("copy the database (and its app secret) into FILE (- for standard output); safe while the server runs")
    .addHelpText(
      "after",
      examples(
        "microteam backup backups/microteam-$(date +%F).db",
        "microteam backup - | gpg --symmetric > microteam.db.gpg",
      ),
    )
    .action(
      act(async (ctx, _opts, [file]) => {
        const { backup } = await import("./commands/backup");
        await backup(ctx, file);
      }),
    );
  program
    .command("restore <file>")
    .description(
      "replace the database with a backup made by `microteam backup` (- reads standard input; stop the server first)",
    )
    .addHelpText(
      "after",
      examples(
        "microteam restore backups/microteam-2026-11-21.db",
        "gpg --decrypt microteam.db.gpg | microteam restore - --yes",
      ),
    )
    .action(
      act(async (ctx, _opts, [file]) => {
        const { restore } = await import("./commands/backup");
        await restore(ctx, file);
      }),
    );
  program
    .command("serve")
    .description("start the web app and API server on this computer (127.0.0.1:5000 unless told)")
    .option("--port <port>", "port to listen on (default PORT, else 5000)", port)
    .option("--host <host>", "interface to listen on (default HOST, else 127.0.0.1; 0.0.0.0 for every interface)", host)
    .addHelpText(
      "after",
      examples(
        "microteam serve",
        "microteam serve --port 8080",
        "microteam serve --host 0.0.0.0   # reachable from other machines: put HTTPS in front",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        if (opts.port !== undefined) process.env.PORT = String(opts.port);
        if (opts.host !== undefined) process.env.HOST = String(opts.host);
        // The server runs until stopped; a bad PORT or HOST in the environment is one line, not a stack.
        await import("@server/main");
      }),
    );
}
