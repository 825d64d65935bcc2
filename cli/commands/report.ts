// `microteam report`: the Analyst's figures in the terminal.
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { show } from "../run";

export function addReportCommand(program: Command, act: Act) {
  program
    .command("report")
    .description("the Analyst: revenue with sparklines and the forecast, money owed by age, tasks, posts")
    .addHelpText("after", examples("microteam report", "microteam report --json | jq .business.revenueByMonth"))
    .action(
      act(async (ctx) => {
        const { report } = await import("../operations/report");
        await show(ctx, report(ctx));
      }),
    );
}
