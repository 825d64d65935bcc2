import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { ToolSpec } from "@core/ai";
import { lookupClient } from "../chat/lookup";
import { findAction } from "../chat/actions";
import { TOOLS, toolToIntent } from "../chat/tools";
import type { ChatReply, ConfirmReply } from "../chat/types";
import type { CliContext } from "../context";
import { CliError } from "../errors";

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

const local = { destructiveHint: false, openWorldHint: false };
const META: Record<string, Omit<McpToolSpec, "spec">> = {
  morning_focus: read("Morning briefing"),
  list_invoices: read("List invoices"),
  money_question: read("Money owed, overdue or collected"),
  invoice_status: read("Where an invoice stands"),
  client_status: read("Where a client stands"),
  list_clients: read("List clients"),
  list_tasks: read("List tasks and money moves"),
  workflow_status: read("How a workflow is going"),
  who_am_i: read("The account in use"),
  list_posts: read("List scheduled posts"),
  status: read("Where the data is"),
  unbilled_work: read("Unbilled work"),
  client_details: read("A client's email or phone"),
  best_clients: read("Best clients by money received"),
  payment_habits: read("Who pays late or early"),
  open_quotes: read("Quotes waiting on an answer"),
  recurring_invoices: read("Recurring invoice series"),
  new_leads: read("New leads"),
  email_service: read("How emails go out"),
  create_invoice: write("Create an invoice", { ...local, idempotentHint: false }),
  // Paid is final (spec 001 §4): it cannot be undone. With an amount it records that part payment, so
  // calling it twice records two: not idempotent.
  mark_invoice_paid: write("Record a payment", { destructiveHint: true, idempotentHint: false, openWorldHint: false }),
  send_invoice: write("Email an invoice", { destructiveHint: false, idempotentHint: false, openWorldHint: true }),
  remind_invoice: write("Email a payment reminder", {
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  }),
  remind_overdue: write("Remind every overdue client", {
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  }),
  nudge_client: write("Send a reminder or follow-up to a client", {
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  }),
  run_reminders: write("Send the due reminders", { destructiveHint: false, idempotentHint: true, openWorldHint: true }),
  create_task: write("Add a task", { ...local, idempotentHint: false }),
  complete_task: write("Complete a task", { ...local, idempotentHint: true }),
  delete_task: write("Delete a task", { destructiveHint: true, idempotentHint: true, openWorldHint: false }),
  // Starting a timer stops the running one: a second call starts another timer.
  start_timer: write("Start a timer", { ...local, idempotentHint: false }),
  stop_timer: write("Stop the timer", { ...local, idempotentHint: true }),
  log_time: write("Log time", { ...local, idempotentHint: false }),
  // Billed once: a second call finds nothing left to invoice and makes nothing.
  invoice_unbilled_time: write("Invoice unbilled time", { ...local, idempotentHint: true }),
};

/** What a tool with only optional arguments needs at least one of. */
const NEEDS: Record<string, string> = {
  mark_invoice_paid: "give invoiceNumber, or clientName (with amount when they have several open), or amount",
  send_invoice: "give invoiceNumber or clientName",
  remind_invoice: "give invoiceNumber or clientName",
};

export const MCP_TOOLS: McpToolSpec[] = TOOLS.map((spec) => {
  const action = findAction(spec.name);
  const meta =
    META[spec.name] ??
    (action &&
      write(action.hints.title, {
        destructiveHint: action.hints.destructive,
        idempotentHint: action.hints.idempotent,
        openWorldHint: action.hints.openWorld,
      }));
  if (!meta) throw new Error(`The chat tool ${spec.name} has no MCP description`);
  return { spec, ...meta };
});

/**
 * Runs one tool call through the chat's own execution (cli/chat/execute.ts), so an assistant reaches
 * exactly what `microteam chat` does. A proposed change runs at once: the assistant's host asked the
 * owner before calling a tool marked as a write (that is the MCP's confirmation). A second look the
 * server asks for (e.g. a reminder inside the quiet period) is not taken: it comes back as a tool error
 * with the server's sentence, and nothing is sent.
 */
export async function runTool(ctx: CliContext, name: string, args: unknown): Promise<{ text: string; data: unknown }> {
  const intent = toolToIntent(name, args);
  if (!intent || intent.op === "unknown") {
    const checked = TOOLS.find((t) => t.name === name)?.schema.safeParse(args ?? {});
    const fields = checked && !checked.success ? checked.error.issues.map((i) => i.path.join(".") || "arguments") : [];
    if (fields.length) throw new CliError(`Invalid arguments for ${name}: ${[...new Set(fields)].join(", ")}.`);
    // The arguments are each valid but name nothing to act on (QA 255 F8): say which are wanted.
    throw new CliError(`Invalid arguments for ${name}: ${NEEDS[name] ?? "see the tool's input schema"}.`);
  }
  const given = (args ?? {}) as { clientName?: unknown; amount?: unknown };
  // The host asked the owner about these arguments: the amount they agreed to bill is one of them.
  if (name === "invoice_unbilled_time" && (typeof given.amount !== "string" || !given.amount.trim())) {
    throw new CliError(
      "Invalid arguments for invoice_unbilled_time: give amount, the unbilled total the owner agreed to (unbilled_work says it).",
    );
  }
  // A write runs at once here, so a client name must be exact: a near spelling is asked about, not guessed.
  if (MCP_TOOLS.find((t) => t.spec.name === name)?.write && typeof given.clientName === "string") {
    const found = await lookupClient(await ctx.api(), given.clientName);
    if (found.kind === "fuzzy") {
      throw new CliError(
        `No client is called "${given.clientName}". Did you mean ${found.item.name}? Nothing was done: ask the owner, then call again with clientName "${found.item.name}".`,
      );
    }
  }
  const { execute } = await import("../chat/execute");
  const said: string[] = [];
  let data: unknown;
  let reply: ChatReply | undefined = await execute(ctx, intent);
  while (reply) {
    if (reply.kind === "error") throw new CliError(reply.text);
    if (reply.kind === "text") {
      said.push(reply.text);
      data = reply.data;
      break;
    }
    const proposal: ConfirmReply = reply;
    const result = await proposal.run();
    if (result.kind === "error") throw new CliError(result.text);
    if (result.kind === "confirm") throw new CliError(`${result.question} (not done: ask the owner, then call again)`);
    said.push(`${proposal.question}\nDone. ${result.text}`);
    data = result.data;
    reply = proposal.next;
  }
  return { text: said.join("\n"), data };
}
