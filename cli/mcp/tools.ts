import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { ToolSpec } from "@core/ai/types";
import { TOOLS, toolToIntent } from "../chat/tools";
import type { Intent } from "../chat/types";
import type { CliContext } from "../context";
import { CliError } from "../errors";
import type { Result } from "../output";
import type { Change } from "../operations/change";

/**
 * The chat's tools (cli/chat/tools.ts) as MCP tools: the same names, arguments and operations, so an
 * assistant reaches exactly what `microteam chat` does, through the same API. Reads are marked
 * read-only; each write says whether it is final or reaches the outside world (an email).
 */
export interface McpToolSpec {
  spec: ToolSpec;
  title: string;
  write: boolean;
  annotations: ToolAnnotations;
}

const read = (title: string): Omit<McpToolSpec, "spec"> => ({
  title,
  write: false,
  annotations: { title, readOnlyHint: true, openWorldHint: false },
});
const write = (title: string, hints: Omit<ToolAnnotations, "title" | "readOnlyHint">): Omit<McpToolSpec, "spec"> => ({
  title,
  write: true,
  annotations: { title, readOnlyHint: false, ...hints },
});

const META: Record<string, Omit<McpToolSpec, "spec">> = {
  morning_focus: read("Morning briefing"),
  list_invoices: read("List invoices"),
  list_clients: read("List clients"),
  list_tasks: read("List tasks and money moves"),
  status: read("Where the data is"),
  create_invoice: write("Create an invoice", { destructiveHint: false, idempotentHint: false, openWorldHint: false }),
  // Paid is final (spec 001 §4): it cannot be undone.
  mark_invoice_paid: write("Record a payment", { destructiveHint: true, idempotentHint: true, openWorldHint: false }),
  send_invoice: write("Email an invoice", { destructiveHint: false, idempotentHint: false, openWorldHint: true }),
  nudge: write("Send a payment reminder or follow-up", {
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  }),
  run_reminders: write("Send the due reminders", { destructiveHint: false, idempotentHint: true, openWorldHint: true }),
  add_client: write("Add a client", { destructiveHint: false, idempotentHint: false, openWorldHint: false }),
  add_task: write("Add a task", { destructiveHint: false, idempotentHint: false, openWorldHint: false }),
  complete_task: write("Complete a task", { destructiveHint: false, idempotentHint: true, openWorldHint: false }),
  list_posts: read("List scheduled posts"),
  // Scheduled, it is published to the platforms at its time: the outside world sees it.
  schedule_post: write("Schedule a social post", { destructiveHint: false, idempotentHint: false, openWorldHint: true }),
};

export const MCP_TOOLS: McpToolSpec[] = TOOLS.map((spec) => {
  const meta = META[spec.name];
  if (!meta) throw new Error(`The chat tool ${spec.name} has no MCP description`);
  return { spec, ...meta };
});

/** An argument the tool's schema lets through empty but the operation needs: a tool error naming it. */
function required(value: string | undefined, name: string): string {
  if (!value?.trim()) throw new CliError(`Invalid arguments: ${name} is required.`);
  return value;
}

/** What an intent does, as the chat runs it: a read's result, or a change to run. */
async function plan(ctx: CliContext, intent: Intent): Promise<Result | Change> {
  const [invoices, clients, tasks] = await Promise.all([
    import("../operations/invoices"),
    import("../operations/clients"),
    import("../operations/tasks"),
  ]);
  switch (intent.op) {
    case "focus":
      return (await import("../operations/focus")).focus(ctx);
    case "invoices":
      return invoices.listInvoices(ctx, { status: intent.filter });
    case "invoice.paid":
      return invoices.markPaid(ctx, required(intent.ref, "ref"));
    case "invoice.send":
      return invoices.sendInvoice(ctx, required(intent.ref, "ref"));
    case "invoice.create":
      return invoices.createInvoice(ctx, { ...intent, amount: required(intent.amount, "amount") });
    case "remind": {
      const { result, change } = await (await import("../operations/remind")).remind(ctx, { dryRun: intent.dryRun });
      return change ?? result!;
    }
    case "nudge":
      return (await import("../operations/nudge")).nudge(ctx, intent.ref);
    case "clients":
      return clients.listClients(ctx);
    case "client.add":
      return clients.addClient(ctx, intent);
    case "tasks":
      return tasks.listTasks(ctx, { limit: 10 });
    case "task.add":
      return tasks.addTask(ctx, intent);
    case "done":
      return tasks.done(ctx, required(intent.ref, "ref"));
    case "posts":
      return (await import("../operations/posts")).listPosts(ctx, { limit: 10 });
    case "post.schedule":
      return (await import("../operations/posts")).schedulePostChange(ctx, {
        text: intent.text,
        on: intent.platforms,
        at: intent.at,
      });
    case "status":
      return (await import("../operations/status")).status(ctx);
    default:
      throw new CliError("That tool is not available.");
  }
}

/**
 * Runs one tool call. A change runs at once: the assistant's host asked the owner before calling a
 * tool marked as a write (that is the MCP's confirmation), and the answer repeats what was done.
 */
export async function runTool(ctx: CliContext, name: string, args: unknown): Promise<{ text: string; data: unknown }> {
  const intent = toolToIntent(name, args);
  if (!intent || intent.op === "unknown") throw new CliError(`Invalid arguments for ${name}.`);
  const planned = await plan(ctx, intent);
  const result = "run" in planned ? await planned.run() : planned;
  const { toText } = await import("../chat/handle");
  const text = toText(result);
  return { text: "run" in planned ? `${planned.question}\nDone. ${text}` : text, data: result.data };
}
