// `microteam focus`: the morning briefing. A plain `microteam focus` is answered before the command
// table loads (cli/focus-fast-path.ts); this is the command for every other form.
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { show } from "../run";

export function addFocusCommand(program: Command, act: Act) {
  program
    .command("focus")
    .description("the morning briefing: top 3 money moves, alerts, today's posts, unpaid total")
    .option("--email", "email the briefing to yourself (for cron)")
    .addHelpText(
      "after",
      examples("microteam focus", "microteam focus --json", "microteam focus --email   # e.g. from cron at 7:00"),
    )
    .action(
      act(async (ctx, opts) => {
        const { briefingResult, emailFocus } = await import("../operations/focus");
        if (opts.email) return show(ctx, emailFocus(ctx));
        const { currentBriefing } = await import("../operations/focus-briefing");
        await show(ctx, briefingResult(await currentBriefing(ctx, opts)));
      }),
    );
}
