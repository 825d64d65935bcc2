import { query } from "../api/client";
import type { CliContext } from "../context";
import { day, money, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import type { NextStep, WorkflowView } from "../types";

export interface WorkflowListOptions {
  status?: string;
  next?: boolean;
  workflow?: string;
  limit?: number;
  cursor?: string;
}

/** "████░░░░░░ 40%": a progress bar in ten cells. */
export function bar(percent: number): string {
  const filled = Math.round(Math.max(0, Math.min(100, percent)) / 10);
  return `${"█".repeat(filled)}${"░".repeat(10 - filled)} ${String(percent).padStart(3)}%`;
}

/** `microteam workflows`: the workflows with their progress from their steps, or with --next their open steps ranked. */
export async function listWorkflows(ctx: CliContext, options: WorkflowListOptions = {}): Promise<Result> {
  if (options.next) return nextSteps(ctx, options);
  const page = await (
    await ctx.api()
  ).page<WorkflowView>(
    `/api/workflows${query({ status: options.status, limit: options.limit, cursor: options.cursor })}`,
  );
  const same = [options.status && `--status ${options.status}`, options.limit && `--limit ${options.limit}`];
  const more = page.nextCursor
    ? ` Next page: microteam workflows ${[...same, `--cursor ${page.nextCursor}`].filter(Boolean).join(" ")}.`
    : "";
  return {
    kind: "table",
    columns: [
      { key: "progress", label: "Progress" },
      { key: "title", label: "Workflow" },
      { key: "status", label: "Status" },
      { key: "steps", label: "Steps", align: "right" },
      { key: "next", label: "Next step" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((w) => ({
      progress: bar(w.progress),
      title: w.title,
      status: w.status,
      steps: `${w.steps.completed}/${w.steps.total}`,
      next: w.nextStep ? `${w.nextStep.title}${w.nextStep.dueDate ? ` (${day(w.nextStep.dueDate)})` : ""}` : "",
      id: shortId(w.id),
    })),
    empty: options.status
      ? "No workflows match."
      : "No workflows yet. Add the 8 examples in the web app (The Project Manager → Create Example Workflows).",
    footer: `${page.total > page.items.length ? `Showing ${page.items.length} of ${page.total}.${more} ` : ""}Their open steps, best first: microteam workflows --next`,
    data: page.items,
  };
}

async function nextSteps(ctx: CliContext, options: WorkflowListOptions): Promise<Result> {
  const api = await ctx.api();
  let workflowId: string | undefined;
  if (options.workflow) {
    // A workflow by its short id or title, as `microteam workflows` prints them.
    const all = await api.page<WorkflowView>("/api/workflows?limit=200");
    const ref = options.workflow.toLowerCase();
    const found = all.items.filter((w) => w.id.endsWith(ref) || w.title.toLowerCase().includes(ref));
    if (found.length !== 1) {
      const { usageError } = await import("../errors");
      throw usageError(
        found.length
          ? `"${options.workflow}" matches ${found.length} workflows.`
          : `No workflow matches "${options.workflow}".`,
        "Use the Id column of `microteam workflows`.",
      );
    }
    workflowId = found[0].id;
  }
  const page = await api.page<NextStep>(
    `/api/workflows/next-steps${query({ workflowId, limit: options.limit ?? 20, cursor: options.cursor })}`,
  );
  const same = [
    options.workflow && `--workflow ${quoteArg(options.workflow)}`,
    options.limit && `--limit ${options.limit}`,
  ];
  const more = page.nextCursor
    ? ` Next page: microteam workflows --next ${[...same, `--cursor ${page.nextCursor}`].filter(Boolean).join(" ")}.`
    : "";
  return {
    kind: "table",
    columns: [
      { key: "score", label: "Score", align: "right" },
      { key: "title", label: "Step" },
      { key: "workflow", label: "Workflow" },
      { key: "due", label: "Due" },
      { key: "value", label: "Value" },
      { key: "id", label: "Id" },
    ],
    rows: page.items.map((s) => ({
      score: String(s.priorityScore),
      title: s.title,
      workflow: s.workflowTitle,
      due: day(s.dueDate),
      value: s.value.highRoi
        ? `High ROI (${money(s.value.dollarsPerHour!).replace(/\.00$/, "")}/h)`
        : s.value.lowValue
          ? "Low value: delegate?"
          : s.revenueImpact
            ? money(s.revenueImpact)
            : "",
      id: shortId(s.id),
    })),
    empty: "No open steps in your active workflows.",
    footer: `${page.total > page.items.length ? `Showing ${page.items.length} of ${page.total}.${more} ` : ""}Mark one done with \`microteam done ID\`.`,
    data: page.items,
  };
}
