// `microteam mcp`: the Model Context Protocol server over stdio (cli/mcp/).
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";

export function addMcpCommand(program: Command, act: Act, version: string) {
  program
    .command("mcp")
    .description("serve your data to an AI assistant over the Model Context Protocol (stdio); read-only by default")
    .option("--read-only", "offer only the tools that read (the default)")
    .option("--read-write", "also offer the tools that change data or email clients, each marked as a write")
    .addHelpText("after", examples("microteam mcp", "microteam mcp --read-write"))
    .action(
      act(async (ctx, opts) => {
        const { mcpContext, serveMcp } = await import("../mcp/server");
        await serveMcp(mcpContext(ctx), { readWrite: Boolean(opts.readWrite) && !opts.readOnly, version });
      }),
    );
}
