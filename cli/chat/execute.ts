// An understood request, carried out: questions are answered, changes come back as proposals that
// run only after a yes. Two requests in one message are two proposals, asked one after the other.

import type { CliContext } from "../context";
import { focus } from "../operations/focus";
import { listClients } from "../operations/clients";
import { listInvoices } from "../operations/invoices";
import { listPosts } from "../operations/posts";
import { sendInvoice } from "../operations/invoices";
import { remind } from "../operations/remind";
import { status } from "../operations/status";
import { done, listTasks } from "../operations/tasks";
import {
  answerClientField,
  answerClientStatus,
  answerDecline,
  answerEmailService,
  answerInvoiceStatus,
  answerMoney,
  answerTasksDue,
  answerWhoami,
  answerWorkflow,
} from "./answers";
import { proposeAction } from "./actions";
import { answerAsk } from "./ask";
import { suggestFor } from "./intents";
import { proposeCreate, proposeCreateForNewClient, proposePaid, proposeSend } from "./proposals/invoices";
import { propose, proposeChange, say } from "./proposals/propose";
import { proposeClientAdd, proposeClientUpdate, proposeTaskAdd, proposeTaskByTitle } from "./proposals/records";
import { askWhatToPost, proposeDraftPost, proposeSchedulePost } from "./proposals/posts";
import { proposeNudge, proposeRemindOverdue } from "./proposals/reminders";
import {
  answerUnbilled,
  proposeTimeAdd,
  proposeTimerStart,
  proposeTimerStop,
  proposeUnbilledInvoice,
} from "./proposals/time";
import { lookupClient } from "./lookup";
import { toText } from "./text";
import type { ChatReply, ConfirmReply, Intent } from "./types";

export const HELP = [
  "I can help with:",
  '  • your morning focus: "what should I work on?"',
  '  • money: "how much am I owed?", "what does Acme owe me?", "what did I collect last month?", "who owes me the most?"',
  '  • invoices: "mark 1731 paid", "Acme paid", "send the Acme invoice", "invoice Acme $2,400 due next friday"',
  '  • reminders: "remind Acme", "remind everyone who\'s overdue", "run reminders"',
  '  • clients: "list my clients", "add client Jane Doe jane@doe.com", "Jane\'s email is jane@doe.com"',
  '  • tasks: "my tasks", "add task call the bank tomorrow", "mark reconcile expenses done"',
  '  • time: "start timer for Acme", "stop the timer", "log 2 hours for Acme: design review", "how much unbilled work do I have", "invoice Acme\'s unbilled time"',
  '  • posts: "what posts are coming up?", "post on linkedin friday at 9am about our workshop", "write an instagram post about …"',
  '  • workflows: "how is the onboarding workflow going?", "start the retention workflow"',
  '  • "who am I", "which email service", "status", "help", "exit"',
].join("\n");

export async function execute(ctx: CliContext, intent: Intent): Promise<ChatReply> {
  const text = async (r: Promise<Parameters<typeof toText>[0]>): Promise<ChatReply> => {
    const result = await r;
    return say(toText(result), result.data);
  };
  switch (intent.op) {
    case "act":
      return proposeAction(ctx, intent.name, intent.args);
    case "ask":
      return answerAsk(ctx, intent);
    case "focus":
      return text(focus(ctx));
    case "invoices":
      return text(listInvoices(ctx, { status: intent.filter }));
    case "invoice.paid":
      return proposePaid(ctx, intent);
    case "invoice.send":
      return proposeSend(ctx, intent);
    case "invoice.create":
      return proposeCreate(ctx, intent);
    case "invoice.status":
      return answerInvoiceStatus(ctx, intent.ref, intent.late);
    case "remind": {
      const { result, change } = await remind(ctx, { dryRun: intent.dryRun });
      if (!change) return say(toText(result!));
      // The reminder run itself (the schedule's due reminders), as the model's tool names it.
      return proposeChange({ op: "run_reminders", args: {} }, change);
    }
    case "remind.overdue":
      return proposeRemindOverdue(ctx);
    case "nudge":
      return proposeNudge(ctx, intent);
    case "clients":
      return text(listClients(ctx));
    case "client.add":
      return proposeClientAdd(ctx, intent);
    case "client.update":
      return proposeClientUpdate(ctx, intent);
    case "client.ask":
      return answerClientField(ctx, intent.client, intent.field);
    case "client.status":
      return answerClientStatus(ctx, intent.client);
    case "money":
      return answerMoney(ctx, intent);
    case "tasks":
      return intent.due ? answerTasksDue(ctx, intent.due) : text(listTasks(ctx, { limit: 10 }));
    case "task.add":
      return proposeTaskAdd(ctx, intent);
    case "done":
      if (intent.ref) {
        const change = await done(ctx, intent.ref);
        const title = /^Mark "(.+)" done\?$/.exec(change.question)?.[1];
        return proposeChange({ op: "complete_task", args: { taskTitle: title ?? intent.ref } }, change);
      }
      return proposeTaskByTitle(ctx, intent.title ?? "", false);
    case "task.delete":
      return proposeTaskByTitle(ctx, intent.title, true);
    case "workflow.start":
      // One rule for making a workflow active: the activate_workflow action's.
      return execute(ctx, { op: "act", name: "activate_workflow", args: { workflowTitle: intent.title } });
    case "workflow.status":
      return answerWorkflow(ctx, intent.title);
    case "timer.start":
      return proposeTimerStart(ctx, intent);
    case "timer.stop":
      return proposeTimerStop(ctx);
    case "time.add":
      return proposeTimeAdd(ctx, intent);
    case "unbilled":
      return answerUnbilled(ctx, intent.client);
    case "unbilled.invoice":
      return proposeUnbilledInvoice(ctx, intent);
    case "whoami":
      return answerWhoami(ctx);
    case "email.service":
      return answerEmailService(ctx);
    case "posts":
      return text(listPosts(ctx, { limit: 10, all: intent.all }));
    case "post.schedule":
      return proposeSchedulePost(ctx, intent);
    case "post.draft":
      return proposeDraftPost(ctx, intent);
    case "post.ask":
      return askWhatToPost(intent.at);
    case "status":
      return text(status(ctx));
    case "help":
      return say(HELP);
    case "decline":
      return answerDecline(ctx, intent);
    case "both":
      return executeBoth(ctx, intent);
    case "say":
      return say(intent.text);
    case "unknown":
      return say(
        `Sorry, I didn't understand "${intent.text}". Try:\n${suggestFor(intent.text)
          .map((s) => `  • ${s}`)
          .join("\n")}\n(or "help" for everything I can do)`,
      );
  }
}

/**
 * Two requests: both proposed, the second asked after the first is answered. An invoice for a
 * client the first part adds is looked up only after that yes. A part that will not be done is
 * said plainly, never dropped.
 */
async function executeBoth(ctx: CliContext, intent: Extract<Intent, { op: "both" }>): Promise<ChatReply> {
  const first = await execute(ctx, intent.first);
  const { second } = intent;
  if (intent.first.op === "invoice.create" && second.op === "invoice.send" && !second.ref && first.kind === "confirm")
    return await thenSendIt(ctx, first);
  // A client the first part adds (the model's create_client tool is an action): the invoice waits for it.
  const { first: part } = intent;
  const newClient =
    part.op === "client.add"
      ? part.name
      : part.op === "act" && part.name === "create_client" && typeof part.args.name === "string"
        ? part.args.name
        : undefined;
  const later =
    newClient &&
    second.op === "invoice.create" &&
    second.amount &&
    second.client.toLowerCase() === newClient.toLowerCase()
      ? proposeCreateForNewClient(ctx, { ...second, amount: second.amount }, newClient)
      : await execute(ctx, second);
  if (first.kind !== "confirm") {
    // The first part is an answer or cannot be done: say it, then ask the second.
    if (later.kind === "confirm") return { ...later, preface: [first.text, later.preface].filter(Boolean).join("\n") };
    return say(`${first.text}\n${later.text}`);
  }
  if (later.kind !== "confirm") {
    const said = second.op === "decline" ? later.text : `I won't do "${intent.secondText}" yet: ${later.text}`;
    return { ...first, preface: [first.preface, said].filter(Boolean).join("\n") };
  }
  return { ...first, next: later, nextNeedsThis: Boolean(newClient && later.action.op === "create_invoice") };
}

/**
 * "invoice acme 500 and send it": the new invoice, then an email of that very invoice (to the client's
 * address, named in the question), each confirmed; the second knows its number only once the first has run, and a no to the first skips it.
 */
async function thenSendIt(ctx: CliContext, create: ConfirmReply): Promise<ChatReply> {
  let created: string | undefined;
  const client = typeof create.action.args.clientName === "string" ? create.action.args.clientName : "the client";
  // The address it will go to, as the list of parts shows before anything runs.
  const found = client === "the client" ? null : await lookupClient(await ctx.api(), client);
  const email = found?.kind === "exact" && found.item.email ? ` <${found.item.email}>` : "";
  const send = propose(
    // The invoice it sends is the one the first part makes: its number is known only once that has run.
    { op: "send_invoice", args: { invoiceNumber: "(the new invoice)", clientName: client } },
    `Then email it to ${client}${email}?`,
    async () => {
      if (!created) return say("The invoice was not created, so nothing was sent.");
      const change = await sendInvoice(ctx, created);
      const result = await change.run();
      return say(toText(result), result.data);
    },
  );
  return {
    ...create,
    run: async () => {
      const answer = await create.run();
      const data = answer.kind === "text" ? (answer.data as { invoiceNumber?: unknown } | undefined) : undefined;
      if (typeof data?.invoiceNumber === "string") created = data.invoiceNumber;
      return answer;
    },
    next: send,
    nextNeedsThis: true,
  };
}
