// `microteam workflows`: the Project Manager's workflows and their open steps.
import { Option, type Command } from "commander";
import { examples } from "../help";
import { pageSize } from "../parse-options";
import type { Act } from "../act";
import { show } from "../run";

export function addWorkflowCommands(program: Command, act: Act) {
  program
    .command("workflows")
    .description("your workflows and their progress; --next: their open steps, best first")
    .addOption(
      new Option("--status <status>", "only this status").choices(["active", "paused", "completed", "pending"]),
    )
    .option("--next", "the open steps of your active workflows, ranked as on the dashboard")
    .option("--workflow <workflow>", "with --next: only this workflow (short id or title)")
    .option("--limit <n>", "rows per page, 1 to 200", pageSize)
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam workflows",
        "microteam workflows --next",
        "microteam workflows --next --workflow revenue --json",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listWorkflows } = await import("../operations/workflows");
        await show(
          ctx,
          listWorkflows(ctx, {
            status: opts.status as string | undefined,
            next: Boolean(opts.next),
            workflow: opts.workflow as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
}
