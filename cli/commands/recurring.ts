// `microteam recurring …`: recurring invoice series, through the same routes as the web
// (docs/decisions/271-quote-and-recurring-commands.md).
import type { Command } from "commander";
import { examples } from "../help";
import { listOptions } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addRecurringCommands(program: Command, act: Act) {
  const recurring = program
    .command("recurring")
    .description("recurring invoice series: list, show, preview the next dates, pause, resume, end");
  listOptions(
    recurring
      .command("list", { isDefault: true })
      .description("list recurring series, newest first (the default of `microteam recurring`)"),
    ["active", "paused", "ended"],
    "client or description",
  )
    .addHelpText(
      "after",
      examples("microteam recurring", "microteam recurring --status paused", "microteam recurring --json"),
    )
    .action(
      act(async (ctx, opts) => {
        const { listSeries } = await import("../operations/recurring");
        await show(
          ctx,
          listSeries(ctx, {
            status: opts.status as never,
            search: opts.search as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  const ref = "series short id, or its description or client's name";
  recurring
    .command("show")
    .description("a series: its rule, lines, what it made and its next dates")
    .argument("<series>", ref)
    .addHelpText("after", examples('microteam recurring show "Monthly retainer"', "microteam recurring show 3f2a9c1d"))
    .action(
      act(async (ctx, _opts, [series]) => {
        const { showSeries } = await import("../operations/recurring");
        await show(ctx, showSeries(ctx, series));
      }),
    );
  recurring
    .command("preview")
    .description("the next dates a series will invoice")
    .argument("<series>", ref)
    .addHelpText("after", examples("microteam recurring preview 3f2a9c1d"))
    .action(
      act(async (ctx, _opts, [series]) => {
        const { previewSeries } = await import("../operations/recurring");
        await show(ctx, previewSeries(ctx, series));
      }),
    );
  for (const [name, description] of [
    ["pause", "stop making invoices until resumed"],
    ["resume", "continue a paused series from today (dates passed meanwhile are skipped)"],
    ["end", "make no more invoices (the ones made stay; cannot be undone)"],
  ] as const) {
    recurring
      .command(name)
      .description(description)
      .argument("<series>", ref)
      .addHelpText(
        "after",
        examples(`microteam recurring ${name} 3f2a9c1d`, `microteam recurring ${name} 3f2a9c1d --yes`),
      )
      .action(
        act(async (ctx, _opts, [series]) => {
          const { changeSeries } = await import("../operations/recurring");
          await apply(ctx, changeSeries(ctx, series, name));
        }),
      );
  }
}
