// A quiet client's move: a check-in with an active client who has nothing open and has not been in
// touch for three weeks. Contact is anything that passed between them: an email sent (an invoice, a
// reminder, a follow-up), a payment, an invoice delivered, a message from their pay page. Pure.
import { IDLE_CLIENT_DAYS } from "../catalog";
import { dayNumber, localDay, type ClientFacts, type FocusAt } from "./facts";
import { Move, type MoveWriter, type ScoredMove } from "./move";
import { dollars, plural } from "./text";
import { LEAD_HOURS, priorityOf, quietFactor } from "./value";

export type ContactKind = "an email" | "a payment" | "an invoice sent" | "a message from them" | "added as a client";

/**
 * The client's latest contact: its local day number and what it was. A client added lately has not
 * gone quiet yet, so the day they were added counts too (a later contact of the same day wins).
 */
export function lastContact(client: ClientFacts, at: FocusAt): { day: number; kind: ContactKind } {
  const candidates: [number | null, ContactKind][] = [
    [client.lastEmailAt === null ? null : localDay(at, client.lastEmailAt), "an email"],
    [client.lastInvoiceSentAt === null ? null : localDay(at, client.lastInvoiceSentAt), "an invoice sent"],
    [client.lastMessageAt === null ? null : localDay(at, client.lastMessageAt), "a message from them"],
    [client.lastPaymentDate === null ? null : dayNumber(client.lastPaymentDate), "a payment"],
    [localDay(at, client.createdAt), "added as a client"],
  ];
  let best = { day: -Infinity, kind: "added as a client" as ContactKind };
  for (const [day, kind] of candidates) if (day !== null && day > best.day) best = { day, kind };
  return best;
}

/** Whole days since the client's latest contact (0 on the day of it). */
export function daysQuiet(client: ClientFacts, at: FocusAt): number {
  return Math.max(0, dayNumber(at.today) - lastContact(client, at).day);
}

interface QuietClient {
  client: ClientFacts;
  quiet: number;
  contact: ContactKind;
}

/** The check-in move, or null when the client is inactive, has an open invoice or was in touch lately. */
export function clientMove(client: ClientFacts, at: FocusAt): ScoredMove | null {
  if (client.status !== "active" || client.openInvoices > 0) return null;
  const contact = lastContact(client, at);
  const quiet = Math.max(0, dayNumber(at.today) - contact.day);
  if (quiet < IDLE_CLIENT_DAYS) return null;
  const worthCents = client.averageInvoiceCents;
  const worth = worthCents ? worthCents / 100 : LEAD_HOURS * at.hourlyRate;
  return new Move(
    {
      id: `client:${client.id}`,
      kind: "client",
      category: "Clients",
      value: worth * quietFactor(quiet),
      fold: "quiet:all:",
      member: {
        type: "quiet",
        label: client.name,
        amountCents: worthCents ?? 0,
        currency: "",
        daysLate: quiet,
        clientId: client.id,
      },
      alert: "idle_client",
    },
    { client, quiet, contact: contact.kind },
    QUIET,
  );
}

const QUIET: MoveWriter<QuietClient> = {
  search: ({ client }, m) => `${client.name} ${m.id}`.toLowerCase(),
  task: ({ client, quiet, contact }, m) => {
    const worthCents = client.averageInvoiceCents;
    const lastWhat = contact === "added as a client" ? "none since they were added" : `the last was ${contact}`;
    return {
      id: m.id,
      kind: "client",
      title: `Follow up with ${client.name}`,
      description: worthCents
        ? `Their invoices average ${dollars(worthCents)}. A check-in is how the next project starts.`
        : `No work together yet. A friendly check-in keeps the lead warm.`,
      automatedPriority: priorityOf(m.score),
      category: "Clients",
      estimatedTime: 10,
      revenueImpact: worthCents ? Math.round(worthCents / 100) : null,
      priorityScore: m.score,
      urgencyReason: `No contact with ${client.name} for ${plural(quiet, "day")} (${lastWhat})${worthCents ? `; typical invoice ${dollars(worthCents)}` : ""}`,
      completed: false,
      dueDate: null,
      action: client.email
        ? { type: "nudge_client", clientId: client.id }
        : { type: "open", href: `/clients/${client.id}` },
    };
  },
  alert: ({ client, quiet }, m) => ({
    id: m.id,
    type: "idle_client",
    title: `${client.name} has gone quiet`,
    description: `No contact for ${plural(quiet, "day")}`,
    clientId: client.id,
  }),
};
