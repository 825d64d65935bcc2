// The 8 example strategic workflows (spec 001 §2: the five the Strategist names, and three more), each
// with real steps. Where the owner's own figures make a step concrete (money overdue, the average
// invoice, quiet clients), the step says so; the focus engine then weighs it by that money.
import type { WorkflowCategory } from "./schemas";

export interface ExampleFigures {
  /** The owner's currency (Settings → Billing): amounts are written in it. */
  currency: string;
  /** Money overdue right now, in cents (the owner's currency). */
  overdueCents: number;
  overdueCount: number;
  /** The average of the owner's issued invoices, in cents, or 0 without any. */
  averageInvoiceCents: number;
  /** Active clients without contact for 21+ days. */
  quietClients: number;
  /** Whether automatic invoice reminders are on. */
  remindersOn: boolean;
}

export interface ExampleStep {
  title: string;
  description: string;
  category: string;
  priority: "low" | "medium" | "high";
  estimatedTime: number;
  businessImpact?: string | null;
}

export interface ExampleWorkflow {
  key: string;
  title: string;
  description: string;
  category: WorkflowCategory;
  targetOutcome: string;
  estimatedDuration: number;
  aiRecommendation: string;
  steps: ExampleStep[];
}

/** The examples' titles, in order (the Strategist's empty state lists them). */
export const EXAMPLE_TITLES = [
  "Increase monthly revenue by 25%",
  "Automate client onboarding",
  "Build personal brand on LinkedIn",
  "Implement client retention program",
  "Launch premium service package",
  "Get paid within your payment terms",
  "Win referrals from happy clients",
  "Reclaim 5 hours a week from admin",
] as const;

export function exampleWorkflows(f: ExampleFigures): ExampleWorkflow[] {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: f.currency, maximumFractionDigits: 0 });
  const money = (cents: number) => format.format(Math.round(cents / 100));
  const avg = f.averageInvoiceCents > 0 ? money(f.averageInvoiceCents) : null;
  return [
    {
      key: "revenue-25",
      title: "Increase monthly revenue by 25%",
      description: "Raise what each client is worth and stop money from waiting in overdue invoices.",
      category: "revenue",
      targetOutcome: "Monthly revenue 25% above the last three months' average",
      estimatedDuration: 90,
      aiRecommendation:
        f.overdueCents > 0
          ? `Start with the ${money(f.overdueCents)} already overdue: it is revenue you have earned.`
          : "Start with pricing: a rate rise on new work costs no extra hours.",
      steps: [
        {
          title: "Chase every overdue invoice",
          description: "Send a friendly reminder for each overdue invoice and note when each client promises to pay.",
          category: "Invoicing",
          priority: "high",
          estimatedTime: 30,
          businessImpact: f.overdueCents > 0 ? `${money(f.overdueCents)} overdue right now` : null,
        },
        {
          title: "Raise your rate for new projects by 10%",
          description: "Update your proposal template and hourly rate; existing clients keep theirs until renewal.",
          category: "Sales",
          priority: "high",
          estimatedTime: 45,
          businessImpact: avg ? `${money(f.averageInvoiceCents / 10)} more per invoice at your ${avg} average` : null,
        },
        {
          title: "Offer a monthly retainer to your top 3 clients",
          description: "Propose a fixed monthly scope at a small discount in exchange for a 3-month commitment.",
          category: "Sales",
          priority: "medium",
          estimatedTime: 60,
          businessImpact: avg ? `${avg} a month per client at your average invoice` : null,
        },
        {
          title: "Invoice the day the work is delivered",
          description: "Make invoicing part of delivery: the sooner it is sent, the sooner it is paid.",
          category: "Invoicing",
          priority: "medium",
          estimatedTime: 15,
        },
      ],
    },
    {
      key: "client-onboarding",
      title: "Automate client onboarding",
      description: "Every new client gets the same welcome, questionnaire and kickoff without you writing it again.",
      category: "efficiency",
      targetOutcome: "A new client onboarded in under 15 minutes of your time",
      estimatedDuration: 30,
      aiRecommendation: "Write the welcome email once; every later step reuses it.",
      steps: [
        {
          title: "Write a welcome email template",
          description: "What happens next, how to reach you, when they will hear from you.",
          category: "Clients",
          priority: "medium",
          estimatedTime: 30,
        },
        {
          title: "Create an intake questionnaire",
          description: "The ten questions you always ask in the first call, as a form the client fills in.",
          category: "Clients",
          priority: "medium",
          estimatedTime: 45,
        },
        {
          title: "Prepare a kickoff checklist",
          description: "Access, files, dates and the first invoice: one list to run through with each client.",
          category: "Operations",
          priority: "low",
          estimatedTime: 20,
        },
        {
          title: "Set your invoice defaults",
          description: "Payment terms and currency in Settings → Billing, so the first invoice is right.",
          category: "Admin",
          priority: "low",
          estimatedTime: 10,
        },
      ],
    },
    {
      key: "linkedin-brand",
      title: "Build personal brand on LinkedIn",
      description: "Show up where your clients look, with posts that answer the questions they ask you.",
      category: "growth",
      targetOutcome: "3 posts a week and 2 inbound conversations a month",
      estimatedDuration: 60,
      aiRecommendation: "Turn the questions clients ask you most into your first posts.",
      steps: [
        {
          title: "Rewrite your LinkedIn headline and About section",
          description: "Say who you help and the result you get them, in one line.",
          category: "Marketing",
          priority: "medium",
          estimatedTime: 30,
        },
        {
          title: "List 10 post ideas from client questions",
          description: "Every question a client asked this month is a post someone else needs.",
          category: "Content",
          priority: "medium",
          estimatedTime: 20,
        },
        {
          title: "Schedule three posts for next week",
          description: "Use The Creator to draft them from your answers and schedule them in one sitting.",
          category: "Content",
          priority: "medium",
          estimatedTime: 40,
        },
        {
          title: "Comment on 10 posts from prospects",
          description: "Thoughtful comments put your name in front of the people you want to work with.",
          category: "Marketing",
          priority: "low",
          estimatedTime: 20,
        },
      ],
    },
    {
      key: "client-retention",
      title: "Implement client retention program",
      description: "Keep past clients close so the next project comes to you first.",
      category: "client-retention",
      targetOutcome: "Every active client hears from you at least once a month",
      estimatedDuration: 45,
      aiRecommendation:
        f.quietClients > 0
          ? `${f.quietClients} of your clients have not heard from you in 3 weeks or more: start with them.`
          : "Schedule a check-in with each client before they need one.",
      steps: [
        {
          title: "Check in with clients you have not contacted in 3 weeks",
          description: "A short, personal note: how is it going, anything coming up where you can help?",
          category: "Clients",
          priority: "high",
          estimatedTime: 30,
          businessImpact: f.quietClients > 0 && avg ? `${f.quietClients} quiet clients, ${avg} average invoice` : null,
        },
        {
          title: "Ask three happy clients for a testimonial",
          description: "Send two questions they can answer in a minute; offer to write it up for their approval.",
          category: "Marketing",
          priority: "medium",
          estimatedTime: 20,
        },
        {
          title: "Offer a loyalty bonus to repeat clients",
          description: "An extra session or a small discount on their next project, with a date it expires.",
          category: "Sales",
          priority: "low",
          estimatedTime: 30,
        },
        {
          title: "Book quarterly reviews with your top clients",
          description: "Thirty minutes to look back at results and ahead at their next quarter.",
          category: "Clients",
          priority: "medium",
          estimatedTime: 30,
        },
      ],
    },
    {
      key: "premium-package",
      title: "Launch premium service package",
      description: "One clearly scoped, higher-priced offer for clients who want more of you.",
      category: "revenue",
      targetOutcome: "Three clients on the premium package",
      estimatedDuration: 60,
      aiRecommendation: "Build it from the work your best clients already buy from you.",
      steps: [
        {
          title: "Define what the premium package includes",
          description: "Scope, deliverables, response times and what it does not include.",
          category: "Sales",
          priority: "high",
          estimatedTime: 60,
        },
        {
          title: "Price the package",
          description: "Price it on the outcome for the client, then check it against your hours.",
          category: "Finance",
          priority: "high",
          estimatedTime: 45,
        },
        {
          title: "Write a one-page offer",
          description: "The problem, the package, the price and how to start.",
          category: "Marketing",
          priority: "medium",
          estimatedTime: 60,
        },
        {
          title: "Pitch the package to five existing clients",
          description: "Start with the clients who already buy the most from you.",
          category: "Sales",
          priority: "medium",
          estimatedTime: 60,
          businessImpact: avg ? `${avg} per client at your average invoice` : null,
        },
      ],
    },
    {
      key: "paid-faster",
      title: "Get paid within your payment terms",
      description: "Shorten the time between finishing the work and having the money.",
      category: "revenue",
      targetOutcome: "No invoice paid later than its due date",
      estimatedDuration: 30,
      aiRecommendation: f.remindersOn
        ? "Automatic reminders are on; add bank details so paying is one step."
        : "Turn on automatic reminders first: they chase at 1, 3 and 7 days late without you.",
      steps: [
        {
          title: f.remindersOn ? "Review your automatic reminder wording" : "Turn on automatic invoice reminders",
          description: "Settings → Notifications → Invoice Reminders: sent at 1, 3 and 7 days past due.",
          category: "Invoicing",
          priority: f.remindersOn ? "low" : "high",
          estimatedTime: 5,
        },
        {
          title: "Add bank transfer details to your invoices",
          description: "Settings → Billing: clients who cannot pay by card see how to pay you.",
          category: "Invoicing",
          priority: "medium",
          estimatedTime: 10,
        },
        {
          title: "Ask slow payers to pay by card",
          description: "Point clients who paid late before to the pay link on their invoice.",
          category: "Invoicing",
          priority: "medium",
          estimatedTime: 15,
          businessImpact:
            f.overdueCount > 0 ? `${money(f.overdueCents)} across ${f.overdueCount} overdue invoices` : null,
        },
      ],
    },
    {
      key: "referrals",
      title: "Win referrals from happy clients",
      description: "Make it easy for clients who love your work to send you the next one.",
      category: "growth",
      targetOutcome: "Two referred leads a month",
      estimatedDuration: 45,
      aiRecommendation: "Ask right after a win, when the client is happiest.",
      steps: [
        {
          title: "List the five clients happiest with your work",
          description: "Look at repeat work and kind words in your emails.",
          category: "Clients",
          priority: "medium",
          estimatedTime: 15,
        },
        {
          title: "Ask each of them for one introduction",
          description: "Name the kind of business you help best, so the introduction is easy.",
          category: "Sales",
          priority: "high",
          estimatedTime: 30,
          businessImpact: avg ? `${avg} first invoice per referred client at your average` : null,
        },
        {
          title: "Send a thank-you for every referral",
          description: "A note and a small gift, whether or not the referral becomes a client.",
          category: "Clients",
          priority: "low",
          estimatedTime: 15,
        },
      ],
    },
    {
      key: "admin-hours",
      title: "Reclaim 5 hours a week from admin",
      description: "Batch, template and hand off the admin that eats your selling time.",
      category: "efficiency",
      targetOutcome: "Admin under 3 hours a week",
      estimatedDuration: 30,
      aiRecommendation: "Template the emails you write most, then hand the rest to a helper.",
      steps: [
        {
          title: "Template your five most common emails",
          description: "Quotes, follow-ups, scheduling, thank-yous, late payment.",
          category: "Admin",
          priority: "medium",
          estimatedTime: 45,
        },
        {
          title: "Batch email into two slots a day",
          description: "Block 30 minutes at 11:00 and 16:00; close the inbox otherwise.",
          category: "Operations",
          priority: "low",
          estimatedTime: 10,
        },
        {
          title: "Hand one recurring admin task to a helper",
          description: "Delegate it from The Project Manager: your helper gets a private link to mark it done.",
          category: "Admin",
          priority: "medium",
          estimatedTime: 20,
        },
      ],
    },
  ];
}
