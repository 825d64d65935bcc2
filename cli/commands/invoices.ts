// `microteam invoices` and `invoice create|paid|void|duplicate|send`.
import { Option, type Command } from "commander";
import { examples } from "../help";
import { pageSize } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addInvoiceCommands(program: Command, act: Act) {
  program
    .command("invoices")
    .description("list invoices, the longest overdue first")
    .option("--overdue", "only overdue invoices")
    .addOption(
      new Option("--status <status>", "only this status").choices(["unpaid", "overdue", "pending", "paid", "draft"]),
    )
    .option("--search <text>", "number, client, description or id")
    .option("--sort <key>", "createdAt, dueDate, amount or number; a leading - reverses")
    .option("--limit <n>", "invoices per page (1-200, default 50)", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam invoices",
        "microteam invoices --overdue",
        "microteam invoices --status paid --sort -amount",
        'microteam invoices --search "acme" --json',
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listInvoices } = await import("../operations/invoices");
        await show(
          ctx,
          listInvoices(ctx, {
            status: opts.overdue ? "overdue" : (opts.status as never),
            search: opts.search as string | undefined,
            sort: opts.sort as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );

  const invoice = program.command("invoice").description("create, send and mark invoices paid");
  invoice
    .command("create")
    .description("create an invoice (due today + your payment terms unless --due)")
    .requiredOption("--client <client>", "client name, email or short id")
    .requiredOption("--amount <amount>", "amount, e.g. 2400 or 850.50")
    .option("--due <date>", "due date, YYYY-MM-DD")
    .option("--description <text>", "what it is for")
    .option("--currency <code>", "ISO 4217 currency of the invoice (default: your home currency)")
    .option(
      "--rate <rate>",
      "what 1 unit of --currency is worth in your home currency (fetched when a rates source is set)",
    )
    .addHelpText(
      "after",
      examples(
        'microteam invoice create --client "Acme Ltd" --amount 2400 --due 2026-12-20 --description "Workshop"',
        'microteam invoice create --client "Acme Ltd" --amount 1800 --currency EUR --rate 1.08',
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { createInvoice } = await import("../operations/invoices");
        await apply(
          ctx,
          createInvoice(ctx, {
            client: String(opts.client),
            amount: String(opts.amount),
            due: opts.due as string | undefined,
            description: opts.description as string | undefined,
            currency: opts.currency as string | undefined,
            rate: opts.rate as string | undefined,
          }),
        );
      }),
    );
  invoice
    .command("paid")
    .description("mark an invoice paid (paid is final)")
    .argument("<invoice>", "invoice number (INV-1042) or short id")
    .addHelpText("after", examples("microteam invoice paid INV-1042", "microteam invoice paid 3f2a9c1d --yes"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { markPaid } = await import("../operations/invoices");
        await apply(ctx, markPaid(ctx, ref));
      }),
    );
  invoice
    .command("void")
    .description("void an issued invoice (kept with its number; no longer owed)")
    .argument("<invoice>", "invoice number or short id")
    .addHelpText("after", examples("microteam invoice void INV-1042"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { voidInvoice } = await import("../operations/invoice-changes");
        await apply(ctx, voidInvoice(ctx, ref));
      }),
    );
  invoice
    .command("duplicate")
    .description("make a new draft from an invoice")
    .argument("<invoice>", "invoice number or short id")
    .addHelpText("after", examples("microteam invoice duplicate INV-1042"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { duplicateInvoice } = await import("../operations/invoice-changes");
        await apply(ctx, duplicateInvoice(ctx, ref));
      }),
    );
  invoice
    .command("send")
    .description("email an invoice to its client")
    .argument("<invoice>", "invoice number or short id")
    .addHelpText("after", examples("microteam invoice send INV-1042"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { sendInvoice } = await import("../operations/invoices");
        await apply(ctx, sendInvoice(ctx, ref));
      }),
    );
}
