import { printCursor, readCursorOption, showingLine } from "../page-position";
import { query } from "../api/client";
import type { CliContext } from "../context";
import { money, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import { findMove } from "../resolve";
import type { PrioritizedTasksView } from "../types";
import type { Change } from "./change";

export interface TaskListOptions {
  limit?: number;
  category?: string;
  search?: string;
  cursor?: string;
}

/** `microteam tasks`: the ranked moves, a page at a time (the API's paging). */
export async function listTasks(ctx: CliContext, options: TaskListOptions = {}): Promise<Result> {
  const { limit = 20, category, search } = options;
  const at = readCursorOption(options.cursor);
  const api = await ctx.api();
  const page = await api.page(`/api/tasks/prioritized${query({ limit, category, q: search, cursor: at.cursor })}`);
  const view = page.body as PrioritizedTasksView;
  const same = [
    category && `--category ${quoteArg(category)}`,
    search && `--search ${quoteArg(search)}`,
    `--limit ${limit}`,
  ];
  const more = page.nextCursor
    ? ` Next page: microteam tasks ${[...same, `--cursor ${printCursor(at, view.prioritizedTasks.length, page.nextCursor)}`].filter(Boolean).join(" ")}.`
    : "";
  return {
    kind: "table",
    columns: [
      { key: "score", label: "Score", align: "right" },
      { key: "priority", label: "Priority" },
      { key: "title", label: "Task" },
      { key: "impact", label: "At stake", align: "right" },
      { key: "why", label: "Why" },
      { key: "id", label: "Id" },
    ],
    rows: view.prioritizedTasks.map((m) => ({
      score: String(m.priorityScore),
      priority: m.automatedPriority,
      title: m.title,
      impact: m.revenueImpact ? money(m.revenueImpact) : "",
      why: m.urgencyReason,
      id: shortId(m.id),
    })),
    empty: "All caught up! No pending tasks. Time to focus on growth!",
    footer:
      page.total > view.prioritizedTasks.length
        ? `${showingLine(at, view.prioritizedTasks.length, page.total)}${more} Mark one done with \`microteam done ID\`.`
        : "Mark one done with `microteam done ID`.",
    data: view,
  };
}

export interface NewTask {
  title: string;
  category?: string;
  priority?: "low" | "medium" | "high";
  due?: string;
  estimate?: number;
  impact?: string;
}

export async function addTask(ctx: CliContext, input: NewTask): Promise<Change> {
  const api = await ctx.api();
  const category = input.category ?? "Admin";
  return {
    question: `Add the task "${input.title}" (${category}, ${input.priority ?? "medium"} priority${input.due ? `, due ${input.due}` : ""})?`,
    async run() {
      const created = await api.request<{ id: string; title: string }>("POST", "/api/tasks", {
        title: input.title,
        category,
        priority: input.priority,
        dueDate: input.due,
        estimatedTime: input.estimate,
        businessImpact: input.impact,
      });
      return { kind: "message", text: `Added "${created.title}" (id ${shortId(created.id)}).`, data: created };
    },
  };
}

/** `microteam done ID`: a task, or a suggested move (dismissed for today). */
export async function done(ctx: CliContext, ref: string): Promise<Change> {
  const api = await ctx.api();
  const move = await findMove(api, ref);
  return {
    question: `Mark "${move.title}" done?`,
    async run() {
      const res = await api.request("PUT", `/api/tasks/${encodeURIComponent(move.id)}`, { completed: true });
      return { kind: "message", text: `Done: ${move.title}. Great work on staying focused on priorities.`, data: res };
    },
  };
}
