// Clients, tasks and workflows from the chat: add or update a client, add, finish or delete a task,
// start a paused workflow. A title or name that fits several records is a question naming each.

import type { CliContext } from "../../context";
import { day } from "../../format";
import { addClient } from "../../operations/clients";
import { addTask } from "../../operations/tasks";
import type { ClientView } from "../../types";
import { either, lookupClient, lookupTask } from "../lookup";
import type { ChatReply, Intent } from "../types";
import { clientForChange } from "./invoices";
import { propose, proposeChange, say } from "./propose";

export async function proposeClientAdd(
  ctx: CliContext,
  intent: Extract<Intent, { op: "client.add" }>,
): Promise<ChatReply> {
  const same = await lookupClient(await ctx.api(), intent.name);
  const preface =
    same.kind === "exact" && same.item.name.toLowerCase() === intent.name.toLowerCase()
      ? `You already have a client called ${same.item.name}; this adds a second one.`
      : undefined;
  const { op: _, ...fields } = intent;
  return proposeChange({ op: "create_client", args: fields }, await addClient(ctx, intent), preface);
}

export async function proposeClientUpdate(
  ctx: CliContext,
  intent: Extract<Intent, { op: "client.update" }>,
): Promise<ChatReply> {
  const found = await clientForChange(ctx, intent.client);
  if ("kind" in found) return found;
  const { client, preface } = found;
  const label = intent.field === "email" ? "email address" : "phone number";
  if (!intent.value) {
    return say(
      `What is ${client.name}'s new ${label}? Say "${client.name}'s ${intent.field} is ` +
        `${intent.field === "email" ? "name@example.com" : "312-555-0100"}".`,
    );
  }
  const value = intent.value;
  const api = await ctx.api();
  return propose(
    { op: "update_client", args: { clientName: client.name, [intent.field]: value } },
    `Change ${client.name}'s ${label} to ${value}${client[intent.field] ? ` (was ${client[intent.field]})` : ""}?`,
    async () => {
      const updated = await api.request<ClientView>("PUT", `/api/clients/${client.id}`, {
        name: client.name,
        email: client.email,
        phone: client.phone,
        company: client.company,
        businessNiche: client.businessNiche,
        taxId: client.taxId,
        [intent.field]: value,
      });
      return say(`${updated.name}'s ${label} is now ${updated[intent.field]}.`);
    },
    preface,
  );
}

export async function proposeTaskAdd(ctx: CliContext, intent: Extract<Intent, { op: "task.add" }>): Promise<ChatReply> {
  return proposeChange(
    {
      op: "create_task",
      args: {
        title: intent.title,
        ...(intent.due ? { dueDate: intent.due } : {}),
        ...(intent.priority ? { priority: intent.priority } : {}),
        ...(intent.category ? { category: intent.category } : {}),
      },
    },
    await addTask(ctx, intent),
  );
}

/** Finish (or delete) a task named by a phrase of its title. */
export async function proposeTaskByTitle(ctx: CliContext, phrase: string, remove: boolean): Promise<ChatReply> {
  const api = await ctx.api();
  const found = await lookupTask(api, phrase, remove);
  if (found.kind === "none") {
    return say(`No ${remove ? "" : "open "}task matches "${phrase}". \`microteam tasks\` lists them with their ids.`);
  }
  if (found.kind === "several")
    return say(`Which task do you mean: ${either(found.items.map((t) => `"${t.title}"`))}?`);
  const task = found.item;
  if (remove) {
    return propose(
      { op: "delete_task", args: { taskTitle: task.title } },
      `Delete the task "${task.title}"${task.completed ? " (already done)" : ""}? This can't be undone.`,
      async () => {
        await api.request("DELETE", `/api/tasks/${task.id}`);
        return say(`Deleted "${task.title}".`);
      },
    );
  }
  return propose(
    { op: "complete_task", args: { taskTitle: task.title } },
    `Mark "${task.title}"${task.dueDate ? ` (due ${day(task.dueDate)})` : ""} done?`,
    async () => {
      await api.request("PUT", `/api/tasks/${task.id}`, { completed: true });
      return say(`Done: ${task.title}.`);
    },
  );
}
