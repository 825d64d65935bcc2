// Frames of the owner's own work: tasks (added, moved, done, deleted, handed to a helper), workflows
// (paused, started, asked about) and time (logged, the timer, unbilled time invoiced).

import type { DateMention } from "../../read/dates";
import { addDays } from "@core/time";
import { parseDuration } from "@core/time-entries";
import type { Entity } from "../entities";
import { act, kept, leftover, mention, nameOf, type Clause, type Frame, describeWork } from "./clause";

/** Work logged is work done: a weekday ahead of today ("90 min for vega on friday") is last week's. */
function pastDay(date: DateMention | undefined, today: string): string | undefined {
  if (!date?.date || date.date <= today) return date?.date;
  if (/\b(?:mon|tue|wed|thu|fri|sat|sun)/i.test(date.text)) return addDays(date.date, -7);
  // A month and day ahead ("12/3", "dec 3") with no year typed: last year's.
  const yearTyped = /\b(?:19|20)\d\d\b|'\d\d\b/.test(date.text);
  if (!yearTyped) {
    const lastYear = `${Number(date.date.slice(0, 4)) - 1}${date.date.slice(4)}`;
    if (lastYear <= today) return lastYear;
  }
  return date.date;
}

/** "the next step on reduce late payments": the workflow's first open step, by due date (undated last). */
function nextStepOf(c: Clause, entities: Entity[]): string | undefined {
  const workflow = mention(c, "workflow");
  if (!workflow || !/\bnext\s*step\b/i.test(c.text)) return undefined;
  const title = workflow.value.entities[0].name;
  const steps = entities
    .filter((e) => e.kind === "task" && e.workflow === title)
    .sort((a, b) => (a.due ?? "9999").localeCompare(b.due ?? "9999"));
  return steps[0]?.name;
}

/** A workflow paused, started, or asked about. */
const onWorkflow: Frame = (c, { intent }) => {
  const workflow = nameOf(c, mention(c, "workflow"));
  if (!workflow) return null;
  return intent === "workflow_status"
    ? { op: "workflow.status", title: workflow }
    : act(intent, { workflowTitle: workflow });
};

/** A task marked done: by its title, or a workflow's next step. */
const COMPLETE: Frame = (c, { ctx }) => {
  const named = mention(c, "task");
  // A task already done ("backups done" a second time): said, not proposed again.
  const was = named?.value.entities.length === 1 ? named.value.entities[0] : undefined;
  if (was?.done) return { op: "say", text: `"${was.name}" is already done.` };
  const task = nameOf(c, named) ?? nextStepOf(c, ctx.entities);
  return task ? { op: "done", title: task } : null;
};

const PRIORITY =
  /[,;(]?\s*\b(?:(high|urgent|top|low|medium|normal)[- ]priority|priority\s*:?\s*(high|low|medium)|(urgent|asap|important))\b\)?/i;

export const WORK_FRAMES: Record<string, Frame> = {
  create_task: (c, { date }) => {
    const said = leftover(c);
    if (!said) return null;
    // "…, high priority", "urgent:": the priority is said of the task, not part of its title.
    const p = PRIORITY.exec(said);
    const level = p
      ? /^(?:high|urgent|top|important|asap)$/i.test(p[1] ?? p[2] ?? p[3] ?? "")
        ? "high"
        : /^low$/i.test(p[1] ?? p[2] ?? "")
          ? "low"
          : "medium"
      : undefined;
    const title = p
      ? said
          .replace(PRIORITY, " ")
          .replace(/\s*[,;]\s*$/, "")
          .replace(/\s+/g, " ")
          .trim()
      : said;
    if (!title) return null;
    return { op: "task.add", title, due: date?.date, ...(level ? { priority: level } : {}) };
  },
  move_task: (c, args) => {
    const { date, ctx } = args;
    const named = mention(c, "task");
    const task = nameOf(c, named);
    // "renewed my liability insurance this morning": the task's own verb in the past, today or before, is done.
    if (
      named &&
      task &&
      /^(?:\w+ed|sent|did|wrote|paid|made|built|got|went|filed)\b/i.test(c.text.slice(named.index, named.end).trim()) &&
      (!date || date.date <= ctx.today) &&
      !/\b(?:move|push|bump|postpone|reschedule|to)\b/i.test(c.text)
    )
      return COMPLETE(c, args);
    if (!task || !date) return null;
    return act("move_task", { taskTitle: task, dueDate: date.date });
  },
  complete_task: COMPLETE,
  delete_task: (c) => {
    const task = nameOf(c, mention(c, "task"));
    return task ? { op: "task.delete", title: task } : null;
  },
  delegate_step: (c, { ctx }) => {
    const task = nameOf(c, mention(c, "task")) ?? nextStepOf(c, ctx.entities);
    const helper = nameOf(c, mention(c, "helper"));
    if (!task) return null;
    return act("delegate_step", { taskTitle: task, helperName: helper, helperEmail: kept<string>(c, "email")?.value });
  },
  pause_workflow: onWorkflow,
  activate_workflow: onWorkflow,
  workflow_status: onWorkflow,
  log_time: (c, { client, date, ctx }) => {
    const found = kept<number>(c, "duration");
    const minutes = found?.value;
    // "log time for renee": the kind and the client are clear, how long is not; asked, never guessed.
    if (client && !found && /\b(?:time|hours|hrs)\b/i.test(c.text)) {
      const fits = mention(c, "client")?.value.entities ?? [];
      const who =
        fits.length > 1
          ? `${fits
              .slice(0, -1)
              .map((e) => e.name)
              .join(", ")} or ${fits.at(-1)!.name}`
          : client;
      return {
        op: "say",
        text: `How long did you work${fits.length > 1 ? ", and for which client:" : " for"} ${who}? Say e.g. "log 1h30 for ${fits[0]?.name ?? client} today".`,
      };
    }
    if (!client || !found || !minutes) return null;
    // As typed ("2 hours") when the server reads it so; else as minutes ("1:45" is 105 minutes).
    const typed = c.text.slice(found.index, found.end).trim();
    const duration = parseDuration(typed) === minutes ? typed : `${minutes} minutes`;
    return {
      op: "time.add",
      client,
      duration,
      description: describeWork(c),
      date: pastDay(date, ctx.today),
    };
  },
  start_timer: (c, { client }) => (client ? { op: "timer.start", client, description: describeWork(c) } : null),
  stop_timer: () => ({ op: "timer.stop" }),
  // Only when time is what is billed: "invoice greenway for the listing shoot" is an invoice without a sum.
  invoice_unbilled_time: (c, { client }) =>
    client &&
    /\b(?:invoice|bill|charge)\b/i.test(c.text) &&
    /\b(?:time|hours?|hrs|unbilled|tracked|logged|timesheets?)\b/i.test(c.text)
      ? { op: "unbilled.invoice", client }
      : null,
};
