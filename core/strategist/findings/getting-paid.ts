// Rules about getting paid: money overdue, clients who pay late, drafts not sent, reminders switched off.
import { finding, plural, type Rule } from "./rule";

export const overdueInvoices: Rule = (f, money) => {
  const inv = f.invoices;
  if (inv.overdueCount <= 0) return null;
  const inPlay = inv.paidCents + inv.unpaidCents;
  const share = inPlay > 0 ? Math.round((100 * inv.overdueCents) / inPlay) : 100;
  return finding(
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
};

export const latePayers: Rule = (f) => {
  const inv = f.invoices;
  if (inv.latePayers <= 0) return null;
  const late = inv.averageDaysLate === null ? "" : ` on average ${plural(Math.round(inv.averageDaysLate), "day")} late`;
  return finding(
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
};

export const draftInvoices: Rule = (f, money) => {
  const inv = f.invoices;
  if (inv.draftCount <= 0) return null;
  const big = inv.averageInvoiceCents !== null && inv.draftCents >= inv.averageInvoiceCents;
  return finding(
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
};

export const remindersOff: Rule = (f) => {
  const inv = f.invoices;
  if (f.remindersOn) return null;
  return finding(
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
};
