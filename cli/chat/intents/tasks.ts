// Tasks: adding one, with its priority, category and due date peeled off the end of the line, and
// marking a task (or a money move) done.

import type { Intent } from "../types";
import { resolveDate } from "./dates";
import { DONE_REF, captureFirst, whole } from "./patterns";

type Priority = "low" | "medium" | "high";

/** The categories of core/tasks/schemas.ts TASK_CATEGORIES (the test keeps the two lists equal). */
export const TASK_CATEGORY_NAMES = [
  "Invoicing",
  "Clients",
  "Sales",
  "Marketing",
  "Content",
  "Operations",
  "Admin",
  "Finance",
] as const;

const ADD_TASK_LEADS = [
  /^(?:add|create|make|new|save|put)(?: an?)?(?: new)? (?:task|to-?do|todo|reminder)(?: for me)?(?: to)?[\s:,-]+(.+)$/i,
  /^(?:to-?do|todo|task)\s*[:-]\s*(.+)$/i,
  /^(?:to-?do|todo)\s+(.+)$/i,
  /^(?:put|add) (.+) on my (?:to-?do|todo|task) list$/i,
  /^add (.+) to my (?:to-?do|todo|task) list$/i,
  /^remind me (?:to|that|about) (.+)$/i,
];

export function taskAdd(text: string, now: Date): Intent | null {
  // "remind me tomorrow to call the bank": the date comes before the title.
  const dateFirst = /^remind me (.+?) to (.+)$/i.exec(text);
  const early = dateFirst ? resolveDate(dateFirst[1], now) : undefined;
  const body = early ? dateFirst![2] : captureFirst(text, ADD_TASK_LEADS);
  if (!body) return null;
  const task = readTaskDetails(body, now);
  if (!task.title) return null;
  const due = task.due ?? early;
  return {
    op: "task.add",
    title: task.title,
    ...(task.category ? { category: task.category } : {}),
    ...(task.priority ? { priority: task.priority } : {}),
    ...(due ? { due } : {}),
  };
}

type TaskDetails = { title: string; category?: string; priority?: Priority; due?: string };

const PRIORITY_SUFFIX =
  /[\s,;]+(?:with |at )?(?:(high|medium|low|normal|top)[- ]priority|priority[:\s]+(high|medium|low|normal)|(urgent|urgently|asap))$/i;
const CATEGORY_SUFFIX = /[\s,;]+(?:category|cat\.?)[:\s]+([^,;]+?)$/i;
const KNOWN_CATEGORY_SUFFIX = new RegExp(String.raw`[\s,;]+(?:in|under)\s+(${TASK_CATEGORY_NAMES.join("|")})$`, "i");

/** Peels priority, category and due date off the end of a task line, in any order. */
function readTaskDetails(line: string, now: Date): TaskDetails {
  let title = ` ${line.trim()}`; // a leading space lets every suffix pattern need a separator
  const details: Omit<TaskDetails, "title"> = {};
  for (let previous = ""; previous !== title;) {
    previous = title;
    const priority = PRIORITY_SUFFIX.exec(title);
    if (priority && !details.priority) {
      details.priority = toPriority(priority[1] ?? priority[2] ?? "high");
      title = title.slice(0, priority.index);
      continue;
    }
    // The date before the category: "category Finance due friday" must not name a category
    // "Finance due friday".
    const due = details.due ? undefined : trailingDate(title, now);
    if (due) {
      details.due = due.date;
      title = due.before;
      continue;
    }
    const category = CATEGORY_SUFFIX.exec(title) ?? KNOWN_CATEGORY_SUFFIX.exec(title);
    if (category && !details.category) {
      details.category = canonicalCategory(category[1].trim());
      title = title.slice(0, category.index);
    }
  }
  return {
    title: title
      .replace(/[\s,;:-]+$/, "")
      .replace(/\s+(?:and|with)$/i, "")
      .trim(),
    ...details,
  };
}

function toPriority(word: string): Priority {
  const w = word.toLowerCase();
  if (w === "low") return "low";
  if (w === "medium" || w === "normal") return "medium";
  return "high"; // high, top, urgent, asap
}

function canonicalCategory(typed: string): string {
  return TASK_CATEGORY_NAMES.find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed;
}

/** The longest run of last words (up to 5) that reads as a date, and the text before it. */
function trailingDate(text: string, now: Date): { date: string; before: string } | undefined {
  const words = text.trim().split(" ");
  for (let n = Math.min(5, words.length - 1); n >= 1; n--) {
    const date = resolveDate(words.slice(-n).join(" "), now);
    if (date) return { date, before: ` ${words.slice(0, -n).join(" ")}` };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Done.

const DONE = [
  whole(
    String.raw`(?:mark|set|tick|check)(?: off)?(?: the)?(?: task| move| item| to-?do)? ${DONE_REF}(?: off)?(?: as)? (?:done|complete|completed|finished)`,
  ),
  whole(
    String.raw`(?:done|complete|completed|finish|finished|close|tick off|check off|mark off)(?: with)?(?: task| move| item)?:? ${DONE_REF}`,
  ),
  whole(String.raw`i(?: have|'ve|ve)?(?: just)? (?:finished|completed|done|did|closed)(?: task)? ${DONE_REF}`),
  whole(String.raw`(?:task )?${DONE_REF} (?:is |was )?(?:done|complete|completed|finished)`),
];

/** A task by (part of) its title: "mark reconcile expenses as done", "done w/ portfolio update". */
const DONE_BY_TITLE = [
  /^(?:mark|set|tick|check)(?: off)?(?: the)?(?: task)? (.+?)(?: task)?(?: off)?(?: as)? (?:done|complete|completed|finished)$/i,
  /^(?:complete|finish|tick off|check off|cross off|close)(?: the)?(?: task)?:? (.+)$/i,
  /^(?:done|finished|completed)(?: with| w\/| w)?(?: the)?(?: task)?:? (.+)$/i,
  /^i(?: have|'ve|ve)?(?: just| finally)? (?:finished|completed|done|did|wrapped up|knocked out)(?: the| my)? (.+)$/i,
  /^(.+?) (?:is|was|are) (?:done|finished|complete|completed)$/i,
];

export function done(text: string): Intent | null {
  const ref = captureFirst(text, DONE);
  if (ref) return { op: "done", ref };
  const title = captureFirst(text, DONE_BY_TITLE)?.trim();
  // "mark INV-1731 done": an invoice is paid, not done.
  if (!title || !/\p{L}/u.test(title) || /^(?:invoice )?(?:inv-\S+|#?\d+)$/i.test(title)) return null;
  return { op: "done", title };
}

const DELETE_TASK = [
  /^(?:delete|remove|get rid of|scrap|drop|trash|kill|cancel|clear)(?: the| my| that)? (.+?) (?:task|todo|to-do|to do)(?:[,;].*)?$/i,
  /^(?:delete|remove|get rid of|drop|trash)(?: the| my)? (?:task|todo|to-do)[:\s]+(.+?)(?:[,;].*)?$/i,
];

/** "delete the business cards task", "get rid of the taxes todo, my accountant has it". */
export function taskDelete(text: string): Intent | null {
  const title = captureFirst(text, DELETE_TASK)?.trim();
  return title ? { op: "task.delete", title } : null;
}

const DUE_TASKS = whole(
  String.raw`(?:what(?:'s| is)?|which|any|show|list)?(?: me)?(?: my)?(?: open)? (?:tasks|to-?dos|things)?(?: are| do i have)? due (today|tomorrow)|what(?:'s| is|s) due (today|tomorrow)|(?:tasks|to-?dos) (?:due )?(today|tomorrow)`,
);

/** "tasks due today?", "what's due tomorrow". */
export function tasksDue(text: string): Intent | null {
  const m = DUE_TASKS.exec(text);
  const day = m && (m[1] ?? m[2] ?? m[3]);
  return day ? { op: "tasks", due: day.toLowerCase() as "today" | "tomorrow" } : null;
}
