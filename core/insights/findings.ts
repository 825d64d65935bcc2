// The offline engine's reading of the figures: rules that turn what the numbers show into specific
// insights (with steps and minutes) and suggestions (tasks the owner can accept). Pure: the same
// figures give the same findings (findings.test.ts). The model path is asked for the same shape and may
// not use numbers these figures do not contain (grounding.ts).
import type { WorkflowCategory } from "../workflows/schemas";
import type { BusinessFigures } from "./figures";
import { QUIET_DAYS } from "./figures";
import { adminHoursPerWeek, clientEngagement } from "./patterns";

export type Impact = "high" | "medium" | "low";

export type { Insight } from "./views";
import type { Insight } from "./views";

/** A suggestion before it is stored (spec 001 §3 Task suggestion, with its dedupe key). */
export interface SuggestionDraft {
  /** One pending suggestion per key: generating twice does not repeat it. */
  dedupeKey: string;
  title: string;
  description: string;
  reasoning: string;
  priority: Impact;
  category: WorkflowCategory;
  /** The task's category once accepted. */
  taskCategory: string;
  estimatedTime: number;
  potentialImpact: string | null;
}

export interface Finding {
  key: string;
  insight: Insight;
  suggestion: SuggestionDraft;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const RANK: Record<Impact, number> = { high: 0, medium: 1, low: 2 };

export function findingsFor(f: BusinessFigures): Finding[] {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: f.currency, maximumFractionDigits: 0 });
  const money = (cents: number) => format.format(Math.round(cents / 100));
  const inv = f.invoices;
  const out: Finding[] = [];
  const add = (key: string, insight: Insight, suggestion: Omit<SuggestionDraft, "dedupeKey">) =>
    out.push({ key, insight, suggestion: { ...suggestion, dedupeKey: `rule:${key}` } });

  if (f.clients.active === 0) {
    add(
      "first-clients",
      {
        title: "Add your clients to see your business clearly",
        impact: "high",
        difficulty: "easy",
        description: "Clients and invoices are what the health score, alerts and suggestions read.",
        businessImpact: "Priorities built from your real business",
        timeToImplement: 15,
        specificSteps: ["Open Clients", "Import a CSV or add them one by one", "Create your next invoice"],
      },
      {
        title: "Add your current clients",
        description: "Import them from a CSV or add them one by one.",
        reasoning: "No active clients yet.",
        priority: "medium",
        category: "growth",
        taskCategory: "Clients",
        estimatedTime: 15,
        potentialImpact: null,
      },
    );
  }

  if (inv.overdueCount > 0) {
    const inPlay = inv.paidCents + inv.unpaidCents;
    const share = inPlay > 0 ? Math.round((100 * inv.overdueCents) / inPlay) : 100;
    add(
      "overdue",
      {
        title: `Collect the ${money(inv.overdueCents)} that is overdue`,
        impact: "high",
        difficulty: "easy",
        description: `${plural(inv.overdueCount, "invoice is", "invoices are")} past due; the oldest is ${plural(inv.oldestOverdueDays, "day")} late. That is ${share}% of the money you billed or collected in the last 90 days.`,
        businessImpact: `${money(inv.overdueCents)} back in your account`,
        timeToImplement: 20,
        specificSteps: [
          "Open The Admin's overdue panel: invoices are listed by days late",
          "Send a payment reminder for each one (one click per invoice)",
          `Call the client of the oldest invoice: ${plural(inv.oldestOverdueDays, "day")} late needs a voice`,
        ],
      },
      {
        title: `Send reminders for ${plural(inv.overdueCount, "overdue invoice")}`,
        description: "A short, friendly reminder with the pay link gets most late invoices paid within a week.",
        reasoning: `${money(inv.overdueCents)} is overdue, ${share}% of the money in play; the oldest invoice is ${plural(inv.oldestOverdueDays, "day")} late.`,
        priority: "high",
        category: "revenue",
        taskCategory: "Invoicing",
        estimatedTime: 15,
        potentialImpact: `${money(inv.overdueCents)} collected`,
      },
    );
  }

  if (inv.latePayers > 0) {
    const late =
      inv.averageDaysLate === null ? "" : ` on average ${plural(Math.round(inv.averageDaysLate), "day")} late`;
    add(
      "late-payers",
      {
        title: `${plural(inv.latePayers, "client")} paid after the due date last quarter`,
        impact: inv.latePayers >= 3 ? "high" : "medium",
        difficulty: "easy",
        description: `In the last 90 days ${plural(inv.latePayers, "client")} paid${late}. A heads-up 3 days before the due date gets most invoices paid on time.`,
        businessImpact:
          inv.averageDaysToPay !== null
            ? `Faster cash: your invoices take ${inv.averageDaysToPay} days to get paid on ${f.termsDays}-day terms`
            : "Faster cash, fewer reminders to write",
        timeToImplement: 15,
        specificSteps: [
          ...(f.remindersOn ? [] : ["Turn on automatic reminders in Settings → Notifications"]),
          "Email a friendly heads-up 3 days before each due date to clients who paid late",
          "Point slow payers to the card payment link on their invoice",
        ],
      },
      {
        title: "Send reminders 3 days before due to clients who paid late",
        description: "Clients who paid late once usually pay on time after a heads-up before the due date.",
        reasoning: `${plural(inv.latePayers, "client")} paid after the due date in the last 90 days${late}.`,
        priority: "medium",
        category: "revenue",
        taskCategory: "Invoicing",
        estimatedTime: 20,
        potentialImpact:
          inv.averageDaysToPay !== null ? `Paid sooner than the ${inv.averageDaysToPay} days it takes now` : null,
      },
    );
  }

  if (inv.draftCount > 0) {
    const big = inv.averageInvoiceCents !== null && inv.draftCents >= inv.averageInvoiceCents;
    add(
      "drafts",
      {
        title: `Send your ${plural(inv.draftCount, "draft invoice")}`,
        impact: big ? "high" : "medium",
        difficulty: "easy",
        description: `${money(inv.draftCents)} is invoiced in draft but no client has received it. The payment clock starts when you send.`,
        businessImpact: `${money(inv.draftCents)} on its way to being paid`,
        timeToImplement: 10,
        specificSteps: ["Open The Admin and filter drafts", "Check amount and due date", "Send each invoice by email"],
      },
      {
        title: `Send ${plural(inv.draftCount, "draft invoice")} (${money(inv.draftCents)})`,
        description: "Drafts are not owed until the client has them.",
        reasoning: `${plural(inv.draftCount, "draft")} worth ${money(inv.draftCents)} are waiting to be sent.`,
        priority: big ? "high" : "medium",
        category: "revenue",
        taskCategory: "Invoicing",
        estimatedTime: 10,
        potentialImpact: `${money(inv.draftCents)} invoiced`,
      },
    );
  }

  if (f.clients.quiet > 0) {
    const worth = inv.averageInvoiceCents
      ? ` Their next project is worth about ${money(inv.averageInvoiceCents)} at your average invoice.`
      : "";
    add(
      "quiet-clients",
      {
        title: `${plural(f.clients.quiet, "client has", "clients have")} gone quiet`,
        impact: f.clients.quiet >= 3 ? "high" : "medium",
        difficulty: "easy",
        description: `No contact for ${QUIET_DAYS} days or more and no open invoice.${worth}`,
        businessImpact: inv.averageInvoiceCents
          ? `${money(inv.averageInvoiceCents)} per project won back`
          : "Warm relationships bring repeat work",
        timeToImplement: 10 * Math.min(5, f.clients.quiet),
        specificSteps: [
          "Open the dashboard's priority alerts: each quiet client has a Follow Up button",
          "Send a short personal check-in, not a sales pitch",
          "Note anything coming up and add it as a task",
        ],
      },
      {
        title: `Check in with ${plural(f.clients.quiet, "quiet client")}`,
        description: "A personal note asking how things are going, and whether anything is coming up.",
        reasoning: `${plural(f.clients.quiet, "active client")} with no contact for ${QUIET_DAYS}+ days and no open invoice.`,
        priority: "medium",
        category: "client-retention",
        taskCategory: "Clients",
        estimatedTime: 10 * Math.min(5, f.clients.quiet),
        potentialImpact: inv.averageInvoiceCents ? `${money(inv.averageInvoiceCents)} per project won back` : null,
      },
    );
  }

  const target = 4 * f.content.plannedPerWeek;
  if (f.owner.platforms > 0 && target > 0 && f.content.postsInWindow < target) {
    add(
      "content",
      {
        title: `${f.content.postsInWindow} of ${target} planned posts in four weeks`,
        impact: f.content.postsInWindow * 2 < target ? "medium" : "low",
        difficulty: "medium",
        description: `Your plan is ${plural(f.content.plannedPerWeek, "post")} a week; the last 3 weeks and the coming week have ${plural(f.content.postsInWindow, "post")}. Consistency is what the platforms reward.`,
        businessImpact: "More reach from the same ideas",
        timeToImplement: 45,
        specificSteps: [
          "Pick one question clients asked you this month",
          "Answer the five questions in The Creator to draft captions and a carousel",
          "Schedule them across next week in one sitting",
        ],
      },
      {
        title: `Batch-create ${plural(target - f.content.postsInWindow, "post")} in one sitting`,
        description: "One sitting with The Creator turns one idea into a week of posts.",
        reasoning: `${f.content.postsInWindow} posts against a plan of ${target} over four weeks.`,
        priority: "medium",
        category: "growth",
        taskCategory: "Content",
        estimatedTime: 45,
        potentialImpact: "A consistent posting week",
      },
    );
  }

  if (f.tasks.overdueOpen > 0) {
    add(
      "overdue-tasks",
      {
        title: `${plural(f.tasks.overdueOpen, "task is", "tasks are")} past the due date`,
        impact: f.tasks.overdueOpen >= 5 ? "medium" : "low",
        difficulty: "easy",
        description:
          "Late tasks crowd out the ones that pay. Reschedule what can wait and hand off what someone else can do.",
        businessImpact: "A task list you can trust again",
        timeToImplement: 15,
        specificSteps: [
          "Open The Project Manager: steps are ranked by the money and time at stake",
          "Reschedule the low-value ones to a realistic date",
          "Delegate the ones a helper can do",
        ],
      },
      {
        title: `Reschedule or delegate ${plural(f.tasks.overdueOpen, "late task")}`,
        description: "Give each late task a realistic date, or hand it to a helper.",
        reasoning: `${plural(f.tasks.overdueOpen, "open task")} past the due date.`,
        priority: f.tasks.overdueOpen >= 5 ? "medium" : "low",
        category: "efficiency",
        taskCategory: "Admin",
        estimatedTime: 15,
        potentialImpact: null,
      },
    );
  }

  if (!f.remindersOn) {
    add(
      "reminders-off",
      {
        title: "Automatic payment reminders are off",
        impact: inv.overdueCount > 0 ? "high" : "medium",
        difficulty: "easy",
        description:
          "With them on, every overdue invoice is reminded at 1, 3 and 7 days late, without you writing a word.",
        businessImpact: "Overdue invoices chased without your time",
        timeToImplement: 2,
        specificSteps: ["Open Settings → Notifications", "Switch on Invoice Reminders", "Save"],
      },
      {
        title: "Turn on automatic invoice reminders",
        description: "Reminders go at 1, 3 and 7 days past due, once each.",
        reasoning:
          inv.overdueCount > 0
            ? `Reminders are off while ${plural(inv.overdueCount, "invoice is", "invoices are")} overdue.`
            : "Reminders are off.",
        priority: inv.overdueCount > 0 ? "high" : "medium",
        category: "efficiency",
        taskCategory: "Invoicing",
        estimatedTime: 5,
        potentialImpact: null,
      },
    );
  }

  if (f.workflows.active === 0) {
    add(
      "no-workflow",
      {
        title: "No strategic workflow is active",
        impact: "medium",
        difficulty: "easy",
        description: "A workflow turns a goal into steps that show up in your daily priorities.",
        businessImpact: "Progress on a goal every week",
        timeToImplement: 10,
        specificSteps: [
          "Add the example workflows below",
          "Keep the one or two that fit your goals and pause the rest",
          "Do the first step this week",
        ],
      },
      {
        title: "Start one strategic workflow",
        description: "Pick the example closest to your goals and do its first step.",
        reasoning: "No workflow is active.",
        priority: "medium",
        category: "growth",
        taskCategory: "Operations",
        estimatedTime: 10,
        potentialImpact: null,
      },
    );
  }

  const adminHours = adminHoursPerWeek(f.tasks.adminMinutesLast28, f.tasks.completedLast28);
  if (adminHours !== null && adminHours >= 4) {
    add(
      "admin-hours",
      {
        title: `About ${adminHours} hours a week go to admin`,
        impact: adminHours >= 8 ? "high" : "medium",
        difficulty: "medium",
        description: "From the admin, invoicing, finance and operations tasks you completed in the last 4 weeks.",
        businessImpact: "Hours back for paid work",
        timeToImplement: 60,
        specificSteps: [
          "Template the emails you write most often",
          "Batch admin into two fixed slots a week",
          "Delegate one recurring admin task to a helper",
        ],
      },
      {
        title: "Hand one recurring admin task to a helper",
        description: "Delegate it from The Project Manager; your helper marks it done from a private link.",
        reasoning: `About ${adminHours} hours a week of admin in the last 4 weeks.`,
        priority: "medium",
        category: "efficiency",
        taskCategory: "Admin",
        estimatedTime: 20,
        potentialImpact: "Hours back each week",
      },
    );
  }

  const engagement = clientEngagement(f.clients.touches);
  if (engagement !== null && engagement < 5 && f.clients.active >= 3) {
    add(
      "engagement",
      {
        title: `Client engagement is ${engagement} out of 10`,
        impact: "medium",
        difficulty: "easy",
        description: `Across ${plural(f.clients.active, "active client")}, contact is infrequent or long ago.`,
        businessImpact: "Repeat work from the clients you already have",
        timeToImplement: 30,
        specificSteps: [
          "Schedule a monthly check-in with each active client",
          "Share something useful: an article, an idea for their business",
          "Ask what is coming up next quarter",
        ],
      },
      {
        title: "Plan a monthly check-in with each active client",
        description: "A recurring, useful touch keeps you first in mind.",
        reasoning: `Client engagement is ${engagement}/10 across ${plural(f.clients.active, "active client")}.`,
        priority: "low",
        category: "client-retention",
        taskCategory: "Clients",
        estimatedTime: 30,
        potentialImpact: null,
      },
    );
  }

  if (f.clients.active > 0 && f.clients.newLast90 === 0) {
    add(
      "no-new-clients",
      {
        title: "No new clients in 90 days",
        impact: "medium",
        difficulty: "medium",
        description: "Your pipeline depends on the clients you have. Referrals are the cheapest new ones.",
        businessImpact: inv.averageInvoiceCents
          ? `${money(inv.averageInvoiceCents)} per new client at your average invoice`
          : "A fuller pipeline",
        timeToImplement: 30,
        specificSteps: [
          "List the clients happiest with your work",
          "Ask each for one introduction, naming who you help best",
          "Thank every referral, whatever comes of it",
        ],
      },
      {
        title: "Ask your happiest clients for one referral each",
        description: "Name the kind of business you help best so the introduction is easy.",
        reasoning: "No new client in the last 90 days.",
        priority: "medium",
        category: "growth",
        taskCategory: "Sales",
        estimatedTime: 30,
        potentialImpact: inv.averageInvoiceCents ? `${money(inv.averageInvoiceCents)} per new client` : null,
      },
    );
  }

  return out
    .map((x, i) => ({ x, i }))
    .sort((a, b) => RANK[a.x.insight.impact] - RANK[b.x.insight.impact] || a.i - b.i)
    .map(({ x }) => x);
}
