// Tasks (a workflow's steps are tasks too) moved to another day (PUT /api/tasks/{id} {dueDate}) or
// handed to a helper (POST /api/tasks/{id}/delegation): someone the owner delegated to before, by name,
// or someone new with their email.

import { z } from "zod";
import type { CliContext } from "../../context";
import { lookupTask, type TaskRow } from "../lookup";
import { matchName } from "../match";
import { propose, say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { dayName, joinPrefaces, ownerNow, pick, preferWhole, readAll, sameStems, type Picked } from "./found";
import { defineAction } from "./spec";

const taskTitle = z.string().min(1).describe("the task's or workflow step's title, or a phrase of it");

/** An open task by a phrase of its title ("the care plan email step"). */
async function findTask(ctx: CliContext, typed: string): Promise<Picked<TaskRow>> {
  const api = await ctx.api();
  const phrase = typed.replace(/\b(?:step|thing)\b/gi, " ").trim() || typed;
  const found = preferWhole(await lookupTask(api, phrase), phrase, (t) => t.title);
  if (found.kind !== "none") return pick(found, typed, "task", (t) => `"${t.title}"`, []);
  const open = await readAll<TaskRow>(api, "/api/tasks?completed=false");
  const stems = sameStems(open, phrase, (t) => t.title);
  if (stems.kind !== "none") return pick(stems, typed, "task", (t) => `"${t.title}"`, []);
  return {
    reply: say(`No open task matches "${typed}". \`microteam tasks\` lists them; "add task …" makes a new one.`),
  };
}

export const moveTask = defineAction({
  name: "move_task",
  description: "Change an open task's (or workflow step's) due date.",
  schema: z.object({
    taskTitle,
    dueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe("the new due date, YYYY-MM-DD"),
  }),
  hints: { title: "Move a task", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, { taskTitle: typed, dueDate }) {
    const found = await findTask(ctx, typed);
    if ("reply" in found) return found.reply;
    const task = found.item;
    const { today } = await ownerNow(ctx);
    if (task.dueDate === dueDate)
      return say(`"${task.title}" is already due on ${dayName(dueDate, today)} (${dueDate}).`);
    if (dueDate < today)
      return say(`${dayName(dueDate, today)} (${dueDate}) is in the past: pick today (${today}) or a later day.`);
    const api = await ctx.api();
    return propose(
      { op: "move_task", args: { taskTitle: task.title, dueDate } },
      `Move "${task.title}" ${task.dueDate ? `from ${dayName(task.dueDate, today)} ` : ""}to ${dayName(dueDate, today)} (${dueDate})?`,
      async () => {
        await api.request("PUT", `/api/tasks/${task.id}`, { dueDate });
        return say(`"${task.title}" is now due ${dayName(dueDate, today)} (${dueDate}).`);
      },
      found.preface,
    );
  },
});

interface DelegationRow {
  taskId: string;
  taskTitle: string;
  helperName: string;
  helperEmail: string;
  completedAt: string | null;
  delegatedAt: string;
}

interface Helper {
  name: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const delegateStep = defineAction({
  name: "delegate_step",
  description:
    "Hand a task or workflow step to a helper: someone the owner delegated to before (by name), or someone new " +
    "(name and email). The helper gets an email with a private link to the task.",
  schema: z.object({
    taskTitle,
    helperName: z.string().min(1).describe("the helper's name (or first name) as the owner wrote it"),
    helperEmail: z.string().optional().describe("the helper's email, for someone not delegated to before"),
  }),
  hints: { title: "Hand a task to a helper", destructive: false, idempotent: false, openWorld: true },
  async propose(ctx, { taskTitle: typed, helperName, helperEmail }) {
    const found = await findTask(ctx, typed);
    if ("reply" in found) return found.reply;
    const task = found.item;
    const api = await ctx.api();
    const delegations = await readAll<DelegationRow>(api, "/api/delegations");
    // Each helper once, by email, under the name last used (the list is newest first).
    const byEmail = new Map<string, Helper>();
    for (const d of delegations) {
      const key = d.helperEmail.toLowerCase();
      if (!byEmail.has(key)) byEmail.set(key, { name: d.helperName, email: d.helperEmail });
    }
    const uniqueHelpers = [...byEmail.values()];

    let helper: Helper;
    let helperPreface: string | undefined;
    const email = helperEmail?.trim();
    if (email) {
      if (!EMAIL.test(email))
        return say(`"${email}" doesn't look like an email address. What is ${helperName}'s email?`);
      const known = uniqueHelpers.find((h) => h.email.toLowerCase() === email.toLowerCase());
      helper = known ?? { name: helperName.trim(), email };
    } else {
      const match = matchName(uniqueHelpers, helperName, (h) => [h.name]);
      if (match.kind === "none") {
        const names = uniqueHelpers.map((h) => h.name);
        return say(
          `You haven't delegated to anyone called "${helperName}" before, so I don't have their email. ` +
            `Say "delegate ${task.title} to ${helperName} name@example.com"` +
            (names.length ? ` (helpers you've worked with: ${names.join(", ")}).` : "."),
        );
      }
      const picked = pick(match, helperName, "helper", (h) => h.name, uniqueHelpers);
      if ("reply" in picked) return picked.reply;
      helper = picked.item;
      helperPreface = picked.preface;
    }

    const live = delegations.find((d) => d.taskId === task.id && !d.completedAt);
    if (live && live.helperEmail.toLowerCase() === helper.email.toLowerCase())
      return say(`"${task.title}" is already with ${live.helperName} (since ${live.delegatedAt.slice(0, 10)}).`);
    const replacing = live
      ? `"${task.title}" is with ${live.helperName} now: this hands it to ${helper.name} instead (${live.helperName}'s link stops working).`
      : undefined;
    const isNew = !uniqueHelpers.some((h) => h.email.toLowerCase() === helper.email.toLowerCase());
    return propose(
      {
        op: "delegate_step",
        args: { taskTitle: task.title, helperName: helper.name, ...(isNew ? { helperEmail: helper.email } : {}) },
      },
      `Hand "${task.title}"${task.dueDate ? ` (due ${dayName(task.dueDate)})` : ""} to ${helper.name} <${helper.email}>? ` +
        "They get an email with a private link to see it and mark it done.",
      async (): Promise<ChatReply> => {
        const done = await api.request<{ message: string }>("POST", `/api/tasks/${task.id}/delegation`, {
          helperName: helper.name,
          helperEmail: helper.email,
        });
        return say(done.message);
      },
      joinPrefaces(found.preface, helperPreface, replacing),
    );
  },
});
