// Workflows paused or made active (PUT /api/workflows/{id} {status}). A workflow already in that state,
// or completed (its last step done: only a step added or reopened makes it active again), is said back.

import { z } from "zod";
import type { CliContext } from "../../context";
import type { WorkflowView } from "../../types";
import { matchTitle } from "../match";
import { propose, say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { pick, preferWhole, readAll, sameStems } from "./found";
import { defineAction } from "./spec";

const workflowTitle = z.string().min(1).describe("the workflow's title or a phrase of it, as the owner wrote it");

async function findWorkflow(ctx: CliContext, typed: string) {
  const all = await readAll<WorkflowView>(await ctx.api(), "/api/workflows");
  const found = preferWhole(
    matchTitle(all, typed, (w) => w.title),
    typed,
    (w) => w.title,
  );
  const match = found.kind === "none" ? sameStems(all, typed, (w) => w.title) : found;
  return pick(match, typed, "workflow", (w) => w.title, all);
}

const progress = (w: WorkflowView) => `${w.progress}% done, ${w.steps.completed} of ${w.steps.total} steps`;

async function setStatus(ctx: CliContext, w: WorkflowView, status: "active" | "paused"): Promise<ChatReply> {
  const api = await ctx.api();
  const updated = await api.request<WorkflowView>("PUT", `/api/workflows/${w.id}`, { status });
  return say(
    status === "paused"
      ? `${updated.title} is paused: its steps are out of your focus list until you make it active again.`
      : `${updated.title} is active${updated.nextStep ? `; next step: ${updated.nextStep.title}` : ""}.`,
  );
}

export const pauseWorkflow = defineAction({
  name: "pause_workflow",
  description: "Pause a workflow: its steps leave the owner's focus list until it is made active again.",
  schema: z.object({ workflowTitle }),
  hints: { title: "Pause a workflow", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, { workflowTitle: typed }) {
    const found = await findWorkflow(ctx, typed);
    if ("reply" in found) return found.reply;
    const w = found.item;
    if (w.status === "paused") return say(`${w.title} is already paused (${progress(w)}).`);
    if (w.status === "completed") return say(`${w.title} is completed: there is nothing left to pause.`);
    const note = w.status === "pending" ? `${w.title} has not started yet (pending).` : undefined;
    return propose(
      { op: "pause_workflow", args: { workflowTitle: w.title } },
      `Pause "${w.title}" (${w.status}, ${progress(w)})? Its steps leave your focus list until you make it active again.`,
      () => setStatus(ctx, w, "paused"),
      [found.preface, note].filter(Boolean).join("\n") || undefined,
    );
  },
});

export const activateWorkflow = defineAction({
  name: "activate_workflow",
  description: "Make a paused or pending workflow active: its next steps come into the owner's focus list.",
  schema: z.object({ workflowTitle }),
  hints: { title: "Make a workflow active", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, { workflowTitle: typed }) {
    const found = await findWorkflow(ctx, typed);
    if ("reply" in found) return found.reply;
    const w = found.item;
    if (w.status === "active") return say(`${w.title} is already active (${progress(w)}).`);
    if (w.status === "completed")
      return say(`${w.title} is completed (every step done). Add a step to it in the web app to start it again.`);
    return propose(
      { op: "activate_workflow", args: { workflowTitle: w.title } },
      `Make "${w.title}" active (it is ${w.status}, ${progress(w)})?` +
        (w.nextStep ? ` Its next step, "${w.nextStep.title}", comes into your focus list.` : ""),
      () => setStatus(ctx, w, "active"),
      found.preface,
    );
  },
});
