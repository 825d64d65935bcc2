// Rules about the clients: none yet, gone quiet, rarely in touch, no new one in 90 days.
import { QUIET_DAYS } from "../figures";
import { clientEngagement } from "../patterns";
import { finding, plural, type Rule } from "./rule";

export const firstClients: Rule = (f) => {
  if (f.clients.active !== 0) return null;
  return finding(
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
};

export const quietClients: Rule = (f, money) => {
  const inv = f.invoices;
  if (f.clients.quiet <= 0) return null;
  const worth = inv.averageInvoiceCents
    ? ` Their next project is worth about ${money(inv.averageInvoiceCents)} at your average invoice.`
    : "";
  return finding(
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
};

export const lowEngagement: Rule = (f) => {
  const engagement = clientEngagement(f.clients.touches);
  if (engagement === null || engagement >= 5 || f.clients.active < 3) return null;
  return finding(
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
};

export const noNewClients: Rule = (f, money) => {
  const inv = f.invoices;
  if (f.clients.active <= 0 || f.clients.newLast90 !== 0) return null;
  return finding(
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
};
