// `microteam remind` and `nudge`: payment reminders, the automatic ones due now and one asked for.
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addReminderCommands(program: Command, act: Act) {
  program
    .command("remind")
    .description("send the automatic payment reminders due now (1, 3 and 7 days late; each once)")
    .option("--dry-run", "only list what would be sent")
    .addHelpText(
      "after",
      examples("microteam remind --dry-run", "microteam remind --yes   # safe from cron beside the server"),
    )
    .action(
      act(async (ctx, opts) => {
        const { remind } = await import("../operations/remind");
        const { result, change } = await remind(ctx, { dryRun: Boolean(opts.dryRun) });
        if (change) await apply(ctx, change);
        else await show(ctx, result!);
      }),
    );
  program
    .command("nudge")
    .description("payment reminder for an invoice or a client's overdue invoices; a follow-up for a quiet client")
    .argument("<invoice-or-client...>", "invoice numbers, client names or short ids")
    .addHelpText(
      "after",
      examples("microteam nudge INV-1042", 'microteam nudge "Jane Doe"', "microteam nudge INV-1042 INV-1043 INV-1050"),
    )
    .action(
      act(async (ctx, _opts, refs) => {
        const { nudge } = await import("../operations/nudge");
        await apply(ctx, nudge(ctx, refs));
      }),
    );
}
