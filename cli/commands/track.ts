// `microteam track …`: time tracking and unbilled work (docs/decisions/316-time-tracking.md).
import type { Command } from "commander";
import type { Act } from "../act";
import { examples, takes } from "../help";
import { pageSize } from "../parse-options";
import { apply, show } from "../run";

const load = () => import("../operations/track");

export function addTrackCommands(program: Command, act: Act) {
  const track = takes(
    program
      .command("track")
      .description("track time for clients: start, stop, add, list what is unbilled, invoice it")
      .addHelpText(
        "after",
        examples(
          'microteam track start "Acme Ltd" design review',
          "microteam track stop",
          "microteam track add acme 1h30m workshop prep --date 2026-11-20",
          "microteam track",
          "microteam track invoice acme",
        ),
      ),
    "json",
    "account",
  );
  takes(
    track
      .command("list", { isDefault: true })
      .description("the unbilled time, newest first, with the totals and the running timer (the default)")
      .option("--client <client>", "one client's only")
      .option("--limit <n>", "rows per page (1-200, default 50)", pageSize)
      .option("--cursor <cursor>", "the next page, as the previous page printed it")
      .addHelpText("after", examples("microteam track", "microteam track list --client acme", "microteam track --json"))
      .action(
        act(async (ctx, opts) =>
          show(
            ctx,
            (await load()).listUnbilled(ctx, {
              client: opts.client as string | undefined,
              limit: opts.limit as number | undefined,
              cursor: opts.cursor as string | undefined,
            }),
          ),
        ),
      ),
    "json",
    "account",
  );
  takes(
    track
      .command("start")
      .description("start a timer for a client (a running timer stops first)")
      .argument("<client>", "the client's name (a unique start of it works), email or short id")
      .argument("[description...]", "what you are working on")
      .addHelpText("after", examples('microteam track start acme "design review"', "microteam track start acme --yes"))
      .action(
        act(async (ctx, _opts, [client, ...words]) =>
          apply(ctx, (await load()).startTimer(ctx, client, words.join(" ") || undefined)),
        ),
      ),
    "json",
    "yes",
    "account",
  );
  takes(
    track
      .command("stop")
      .description("stop the running timer")
      .addHelpText("after", examples("microteam track stop", "microteam track stop --yes"))
      .action(act(async (ctx) => apply(ctx, (await load()).stopTimer(ctx)))),
    "json",
    "yes",
    "account",
  );
  takes(
    track
      .command("add")
      .description("add time worked without the timer")
      .argument("<client>", "the client's name, email or short id")
      .argument("<duration>", "like 1h30m, 90m, 1.5h or 1:30")
      .argument("[description...]", "what you worked on")
      .option("--date <date>", "the day it was worked, YYYY-MM-DD (default today)")
      .option("--rate <amount>", "the hourly rate (default your rate in Settings → Billing)")
      .addHelpText(
        "after",
        examples(
          "microteam track add acme 1h30m workshop prep",
          "microteam track add acme 45m --date 2026-11-20 --rate 120",
        ),
      )
      .action(
        act(async (ctx, opts, [client, duration, ...words]) =>
          apply(
            ctx,
            (await load()).addTime(ctx, {
              client,
              duration,
              description: words.join(" ") || undefined,
              date: opts.date as string | undefined,
              rate: opts.rate as string | undefined,
            }),
          ),
        ),
      ),
    "json",
    "yes",
    "account",
  );
  takes(
    track
      .command("invoice")
      .description("turn a client's unbilled time into one invoice, a line per entry")
      .argument("<client>", "the client's name, email or short id")
      .option(
        "--exchange-rate <rate>",
        "for time in another currency: what 1 unit of it is worth in your home currency (fetched when a rates source is set)",
      )
      .addHelpText(
        "after",
        examples(
          "microteam track invoice acme",
          "microteam track invoice acme --yes",
          "microteam track invoice acme --exchange-rate 1.08",
        ),
      )
      .action(
        act(async (ctx, opts, [client]) =>
          apply(
            ctx,
            (await load()).invoiceUnbilled(ctx, client, { exchangeRate: opts.exchangeRate as string | undefined }),
          ),
        ),
      ),
    "json",
    "yes",
    "account",
  );
}
