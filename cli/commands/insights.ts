// `microteam insights`: the Strategist's health score, patterns, insights and suggestions.
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addInsightCommands(program: Command, act: Act) {
  program
    .command("insights")
    .description("business health with the numbers behind it, your patterns, insights and waiting suggestions")
    .option("--generate", "generate new suggestions and insights from your current figures (Pro)")
    .addHelpText(
      "after",
      examples("microteam insights", "microteam insights --json | jq .healthScore", "microteam insights --generate"),
    )
    .action(
      act(async (ctx, opts) => {
        const ops = await import("../operations/insights");
        if (opts.generate) await apply(ctx, ops.generateInsights(ctx));
        else await show(ctx, ops.insights(ctx));
      }),
    );
}
