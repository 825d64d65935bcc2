// `microteam clients`, `client add` and `client edit`.
import { Option, type Command } from "commander";
import { usageError } from "../errors";
import { examples } from "../help";
import { pageSize } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addClientCommands(program: Command, act: Act) {
  program
    .command("clients")
    .description("list clients, a page at a time (50 by name unless asked otherwise)")
    .option("--search <text>", "name, email, company or id contains")
    .addOption(new Option("--status <status>", "only this status").choices(["active", "inactive"]))
    .addOption(
      new Option("--sort <key>", "order").choices([
        "name",
        "-name",
        "createdAt",
        "-createdAt",
        "lastContactDate",
        "-lastContactDate",
      ]),
    )
    .option("--limit <n>", "rows per page, 1 to 200", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam clients",
        "microteam clients --search acme",
        "microteam clients --sort -lastContactDate --json",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listClients } = await import("../operations/clients");
        await show(
          ctx,
          listClients(ctx, {
            search: opts.search as string | undefined,
            status: opts.status as string | undefined,
            sort: opts.sort as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  const client = program.command("client").description("add and edit clients");
  client
    .command("add")
    .description("add a client (asks first when one has the same name or email)")
    .argument("<name>", "the client's name")
    .argument("[email]", "their email (or --email)")
    .option("--email <email>", "their email")
    .option("--company <company>", "company")
    .option("--phone <phone>", "phone")
    .addHelpText(
      "after",
      examples(
        'microteam client add "Jane Doe" --email jane@doe.com --company "Doe Realty"',
        'microteam client add "Jane Doe" jane@doe.com',
      ),
    )
    .action(
      act(async (ctx, opts, [name, positional]) => {
        if (positional && opts.email && positional !== opts.email) {
          throw usageError(`Two emails given: ${positional} and --email ${String(opts.email)}.`);
        }
        const email = (opts.email as string | undefined) ?? positional;
        const { addClient } = await import("../operations/clients");
        await apply(ctx, addClient(ctx, { name, email, company: opts.company as string, phone: opts.phone as string }));
      }),
    );
  client
    .command("edit")
    .description("change a client's name, email, phone or company (what you leave out stays)")
    .argument("<client>", "client name, email or short id")
    .option("--name <name>", "new name")
    .option("--email <email>", 'new email ("" removes it)')
    .option("--phone <phone>", 'new phone ("" removes it)')
    .option("--company <company>", 'new company ("" removes it)')
    .addHelpText(
      "after",
      examples(
        'microteam client edit "Jane Doe" --email jane@doe.com',
        'microteam client edit 3f2a9c1d --phone "+1 555 0100" --company "Doe Realty"',
      ),
    )
    .action(
      act(async (ctx, opts, [ref]) => {
        const { editClient } = await import("../operations/clients");
        await apply(
          ctx,
          editClient(ctx, ref, {
            name: opts.name as string | undefined,
            email: opts.email as string | undefined,
            phone: opts.phone as string | undefined,
            company: opts.company as string | undefined,
          }),
        );
      }),
    );
}
