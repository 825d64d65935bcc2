// `microteam init`: the owner of the local database (cli/operations/init.ts asks and creates).
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";

export function addInitCommand(program: Command, act: Act) {
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
        const { init } = await import("../operations/init");
        await init(ctx, {
          name: opts.name as string | undefined,
          email: opts.email as string | undefined,
          passwordStdin: Boolean(opts.passwordStdin),
          business: opts.business as string | undefined,
          timeZone: opts.timeZone as string | undefined,
        });
      }),
    );
}
