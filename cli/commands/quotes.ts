// `microteam quotes …`: list, show, email and convert quotes, through the same routes as the web
// (docs/decisions/271-quote-and-recurring-commands.md).
import { InvalidArgumentError, type Command } from "commander";
import { examples } from "../help";
import { listOptions } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

/** `--deposit`: a whole percentage from 1 to 99, as the server takes it. */
const depositPercent = (value: string) => {
  const n = Number(value.trim());
  if (!/^\d{1,2}$/.test(value.trim()) || n < 1 || n > 99) {
    throw new InvalidArgumentError("must be a whole percentage from 1 to 99.");
  }
  return n;
};

export function addQuoteCommands(program: Command, act: Act) {
  const quotes = program
    .command("quotes")
    .description("quotes: list, show, email, follow up and turn accepted ones into invoices");
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
        const { listQuotes } = await import("../operations/quotes");
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
        const { showQuote } = await import("../operations/quotes");
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
        const { sendQuote } = await import("../operations/quotes");
        await apply(ctx, sendQuote(ctx, ref));
      }),
    );
  quotes
    .command("follow-up")
    .description("email the client a follow-up on a sent quote they have not answered, with its link again")
    .argument("<quote>", "quote number or short id")
    .addHelpText("after", examples("microteam quotes follow-up Q-0001", "microteam quotes follow-up Q-0001 --yes"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { followUpQuote } = await import("../operations/quotes");
        await apply(ctx, followUpQuote(ctx, ref));
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
        const { convertQuote } = await import("../operations/quotes");
        await apply(ctx, convertQuote(ctx, ref, opts.deposit as number | undefined));
      }),
    );
}
