import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ApiError } from "../api/client";
import type { CliContext } from "../context";
import { CliError } from "../errors";
import { MCP_TOOLS, runTool } from "./tools";

export const BRIEFING_URI = "microteam://briefing";

const INSTRUCTIONS =
  "Microteam is a solo business owner's back office: invoices, clients, tasks and the morning briefing. " +
  "Read the briefing resource (or call morning_focus) first. Refer to invoices by number (INV-…) and to " +
  "clients by name; never invent numbers or amounts. Tools marked as writes change the owner's data or " +
  "email their clients: ask the owner before calling them.";

/**
 * The command context under MCP: stdout carries the protocol, so anything an operation prints goes to
 * stderr; and a second look the server asks for (e.g. a reminder inside the quiet period) cannot be
 * answered mid-call, so it comes back as the tool's error with the server's sentence.
 */
export function mcpContext(ctx: CliContext): CliContext {
  return {
    ...ctx,
    output: { ...ctx.output, json: true, color: false, stdout: ctx.output.stderr },
    interactive: false,
    yes: false,
    confirm: async (question) => {
      throw new CliError(
        `The server asks for a second look: ${question} Nothing was done; the owner can go ahead from the terminal or the web app.`,
      );
    },
  };
}

/** The error an assistant sees: the API's own sentence, never a stack. */
function describe(error: unknown): string {
  if (error instanceof CliError) return `${error.message}${error.hint ? ` ${error.hint}` : ""}`;
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `microteam mcp`: a Model Context Protocol server over stdio, on the same API as every command (the
 * local file, or the server after `microteam login`). Read-only unless `readWrite`: then the write
 * tools are listed too, each annotated. Resolves when the client closes the connection.
 */
export async function serveMcp(
  ctx: CliContext,
  options: { readWrite: boolean; version: string },
  transport = new StdioServerTransport(),
) {
  const server = new McpServer(
    { name: "microteam", title: "Microteam", version: options.version },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of MCP_TOOLS) {
    if (tool.write && !options.readWrite) continue;
    server.registerTool(
      tool.spec.name,
      {
        title: tool.title,
        description: tool.spec.description,
        inputSchema: tool.spec.schema,
        annotations: tool.annotations,
      },
      async (args: unknown) => {
        try {
          const { text, data } = await runTool(ctx, tool.spec.name, args);
          return {
            content: [
              { type: "text" as const, text },
              // The figures behind the sentence, for the assistant to read (none when it only says something).
              ...(data === undefined ? [] : [{ type: "text" as const, text: JSON.stringify(data) }]),
            ],
          };
        } catch (error) {
          return { content: [{ type: "text" as const, text: describe(error) }], isError: true };
        }
      },
    );
  }
  server.registerResource(
    "briefing",
    BRIEFING_URI,
    {
      title: "Morning briefing",
      description: "Today's top 3 money moves with the reasons, alerts, posts and the unpaid total.",
      mimeType: "text/plain",
    },
    async (uri) => {
      const { text } = await runTool(ctx, "morning_focus", {});
      return { contents: [{ uri: uri.href, mimeType: "text/plain", text }] };
    },
  );
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  await server.connect(transport);
  // The SDK's stdio transport does not notice its input ending: the host hanging up is the end of the
  // session, and the command then exits 0 instead of Node's 13 for a wait that never ends (QA 255 F8).
  if (transport instanceof StdioServerTransport) process.stdin.once("end", () => void server.close());
  await closed;
}
