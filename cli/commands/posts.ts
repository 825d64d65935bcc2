// `microteam posts`, `post` and `publish`: the Creator's scheduled posts from the terminal.
import type { Command } from "commander";
import { examples } from "../help";
import { pageSize } from "../parse-options";
import type { Act } from "../act";
import { apply, show } from "../run";

export function addPostCommands(program: Command, act: Act) {
  program
    .command("posts")
    .description("scheduled posts, soonest first (from today; --all for every post)")
    .option("--all", "every post, newest first")
    .option("--limit <n>", "posts per page, 1 to 200", pageSize, 20)
    .option("--cursor <cursor>", "the next page, as the footer prints it")
    .addHelpText("after", examples("microteam posts", "microteam posts --all --json"))
    .action(
      act(async (ctx, opts) => {
        const { listPosts } = await import("../operations/posts");
        await show(
          ctx,
          listPosts(ctx, {
            all: Boolean(opts.all),
            limit: Number(opts.limit),
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  program
    .command("post")
    .description("schedule a post (your time zone; 9:00 when only a day is given)")
    .argument("<text>", "what to post")
    .option("--on <platforms>", "twitter, linkedin, facebook, instagram (comma separated)", "linkedin")
    .option("--at <when>", 'when: "tomorrow 9am", "friday 14:30", "2026-11-25 10:00"', "tomorrow 9am")
    .option("--approval", "hold it until it is approved through your approval link")
    .addHelpText(
      "after",
      examples(
        'microteam post "Our spring workshop opens next week" --on linkedin --at "tomorrow 9am"',
        'microteam post "New blog post is up" --on x,facebook --at "friday 14:30" --yes',
      ),
    )
    .action(
      act(async (ctx, opts, [text]) => {
        const { schedulePostChange } = await import("../operations/posts");
        await apply(
          ctx,
          schedulePostChange(ctx, {
            text,
            on: opts.on as string,
            at: opts.at as string,
            approval: Boolean(opts.approval),
          }),
        );
      }),
    );
  program
    .command("publish")
    .description("publish the posts whose time has come, now (safe from cron beside the server)")
    .option("--due", "the posts whose time has come (the only choice: said for clarity in scripts)")
    .addHelpText(
      "after",
      examples(
        "microteam publish --due",
        "* * * * * cd /srv/microteam && npx microteam publish --due   # cron, without a server",
      ),
    )
    .action(
      act(async (ctx) => {
        const { publishDue } = await import("../operations/posts");
        await show(ctx, publishDue(ctx));
      }),
    );
}
