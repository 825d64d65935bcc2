// `microteam chat`, and `ask` (hidden): what `microteam "who owes me money?"` runs.
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";

export function addChatCommands(program: Command, act: Act) {
  program
    .command("chat")
    .description("talk to your assistant (type 'exit' to leave)")
    .addHelpText("after", examples("microteam chat", 'microteam "mark INV-1042 paid"   # one request, then exit'))
    .action(
      act(async (ctx) => {
        const { startChat } = await import("../chat/start");
        await startChat(ctx);
      }),
    );
  program
    .command("ask", { hidden: true })
    .argument("<request...>")
    .action(
      act(async (ctx, _opts, words) => {
        const { askOnce } = await import("../chat/start");
        await askOnce(ctx, words.join(" "));
      }),
    );
}
