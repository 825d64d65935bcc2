// `microteam import FILE`: moving in from Midday, Invoice Ninja or Stripe (issue 14 §11).
import { Option, type Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addImportCommands(program: Command, act: Act) {
  program
    .command("import")
    .description("import clients and invoices from a Midday, Invoice Ninja or Stripe CSV export (all or nothing)")
    .argument("<file>", "the CSV export")
    .addOption(
      new Option("--format <product>", "which product's export (recognised from the header row unless given)").choices([
        "midday",
        "invoiceninja",
        "stripe",
      ]),
    )
    .option("--dry-run", "show what would be imported and every wrong line; write nothing")
    .addHelpText(
      "after",
      examples(
        "microteam import invoices.csv --dry-run",
        "microteam import stripe-invoices.csv --format stripe --yes",
        "microteam import invoice-ninja-clients.csv --json --yes",
      ),
    )
    .action(
      act(async (ctx, opts, [file]) => {
        const { importFileChange, previewImportFile } = await import("../operations/imports");
        const format = opts.format as string | undefined;
        if (opts.dryRun) await show(ctx, previewImportFile(ctx, file, format));
        else await apply(ctx, importFileChange(ctx, file, format));
      }),
    );
}
