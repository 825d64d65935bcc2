// `microteam quotes …` and `microteam recurring …`: quotes and recurring invoice series, through the
// same routes as the web (docs/decisions/271-quote-and-recurring-commands.md).
import { InvalidArgumentError, Option, type Command } from "commander";
import { examples } from "./help";
import { pageSize } from "./parse-options";
import type { Act } from "./act";
import { apply, show } from "./run";

/** `--deposit`: a whole percentage from 1 to 99, as the server takes it. */
const depositPercent = (value: string) => {
  const n = Number(value.trim());
  if (!/^\d{1,2}$/.test(value.trim()) || n < 1 || n > 99) {
    throw new InvalidArgumentError("must be a whole percentage from 1 to 99.");
  }
  return n;
};

const listOptions = (cmd: Command, statuses: readonly string[], search: string) =>
  cmd
    .addOption(new Option("--status <status>", "only this status").choices([...statuses]))
    .option("--search <text>", search)
    .option("--limit <n>", "rows per page (1-200, default 50)", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page printed it");

export function addQuoteCommands(program: Command, act: Act) {
  const quotes = program
    .command("quotes")
    .description("quotes: list, show, email and turn accepted ones into invoices");
  listOptions(
    quotes
      .command("list", { isDefault: true })
      .description("list quotes, newest first (the default of `microteam quotes`)"),
    ["draft", "sent", "accepted", "declined"],
    "number, client or description",
  )
    .addHelpText("after", examples("microteam quotes", "microteam quotes --status accepted", "microteam quotes --json"))
    .action(
      act(async (ctx, opts) => {
        const { listQuotes } = await import("./operations/quotes");
        await show(
          ctx,
          listQuotes(ctx, {
            status: opts.status as never,
            search: opts.search as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  quotes
    .command("show")
    .description("a quote's lines, total and answer")
    .argument("<quote>", "quote number (Q-0001) or short id")
    .addHelpText("after", examples("microteam quotes show Q-0001", "microteam quotes show 1 --json"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { showQuote } = await import("./operations/quotes");
        await show(ctx, showQuote(ctx, ref));
      }),
    );
  quotes
    .command("send")
    .description("email a quote's private link to its client (to accept or decline)")
    .argument("<quote>", "quote number or short id")
    .addHelpText("after", examples("microteam quotes send Q-0001", "microteam quotes send Q-0001 --yes"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { sendQuote } = await import("./operations/quotes");
        await apply(ctx, sendQuote(ctx, ref));
      }),
    );
  quotes
    .command("convert")
    .description("turn an accepted quote into a pending invoice, or a deposit invoice and a draft for the rest")
    .argument("<quote>", "quote number or short id")
    .option(
      "--deposit <percent>",
      "a deposit invoice of this percentage (1-99) and a draft for the rest",
      depositPercent,
    )
    .addHelpText("after", examples("microteam quotes convert Q-0001", "microteam quotes convert Q-0001 --deposit 30"))
    .action(
      act(async (ctx, opts, [ref]) => {
        const { convertQuote } = await import("./operations/quotes");
        await apply(ctx, convertQuote(ctx, ref, opts.deposit as number | undefined));
      }),
    );
}

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
        const { listSeries } = await import("./operations/recurring");
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
        const { showSeries } = await import("./operations/recurring");
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
        const { previewSeries } = await import("./operations/recurring");
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
          const { changeSeries } = await import("./operations/recurring");
          await apply(ctx, changeSeries(ctx, series, name));
        }),
      );
  }
}
