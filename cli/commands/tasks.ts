// `microteam tasks`, `task add` and `done`.
import { Option, type Command } from "commander";
import { examples } from "../help";
import { pageSize } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addTaskCommands(program: Command, act: Act) {
  program
    .command("tasks")
    .description("your tasks and money moves, best first")
    .option("--limit <n>", "how many, 1 to 200", pageSize, 20)
    .option("--category <category>", "only this category, e.g. Sales")
    .option("--search <text>", "title, reason or id contains")
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples("microteam tasks", "microteam tasks --limit 50 --json", "microteam tasks --category Sales"),
    )
    .action(
      act(async (ctx, opts) => {
        const { listTasks } = await import("../operations/tasks");
        await show(
          ctx,
          listTasks(ctx, {
            limit: Number(opts.limit),
            category: opts.category as string | undefined,
            search: opts.search as string | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  program
    .command("task")
    .description("manage tasks")
    .command("add")
    .description("add a task")
    .argument("<title...>", "what to do")
    .option("--category <category>", "e.g. Sales, Admin, Finance", "Admin")
    .addOption(new Option("--priority <priority>", "priority").choices(["low", "medium", "high"]))
    .option("--due <date>", "due date, YYYY-MM-DD")
    .option("--impact <text>", 'business impact, e.g. "$3,000 project"')
    .addHelpText(
      "after",
      examples('microteam task add "Send the Initech proposal" --category Sales --priority high --due 2026-11-25'),
    )
    .action(
      act(async (ctx, opts, args) => {
        const { addTask } = await import("../operations/tasks");
        await apply(
          ctx,
          addTask(ctx, {
            title: args.join(" "),
            category: opts.category as string,
            priority: opts.priority as never,
            due: opts.due as string,
            impact: opts.impact as string,
          }),
        );
      }),
    );
  program
    .command("done")
    .description("mark a task or suggested move done")
    .argument("<id>", "the short id shown by `microteam tasks`")
    .addHelpText("after", examples("microteam done 3f2a9c1d"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { done } = await import("../operations/tasks");
        await apply(ctx, done(ctx, ref));
      }),
    );
}
