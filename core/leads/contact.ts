// The owner's public contact page, reached through a post's tracked link (/contact/{code}): it shows
// the business's name and takes a name, an email and a message. A lead is recorded with the post and
// platform of the link, the owner is told in the bell, and `lead.created` goes to their webhooks, all
// in one transaction.
import { PLATFORM_LABELS } from "../catalog";
import type { Services } from "../context";
import { publish } from "../events";
import { prepared } from "../db";
import { notifyOwner } from "../notifications";
import { parseInput } from "../validation";
import { findLink } from "./internal";
import { LeadInput, type ContactPageView } from "./schemas";

/** GET /api/public/contact/{code}: the business's name only. */
export function getContactPage({ services, code }: { services: Services; code: string }): ContactPageView {
  const link = findLink(services, code);
  return { businessName: link.businessName?.trim() || null };
}

/** The same form again within this long (a double click, a refresh, a retry) is the same lead (decision 298). */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * POST /api/public/contact/{code}: a lead. The same link, email and message again within
 * REPEAT_WINDOW_MS answers as the first did and records nothing more (one lead, one notification, one
 * webhook). The honeypot filled in answers exactly as a real lead does
 * (a robot learns nothing) and writes nothing.
 */
export function submitLead({ services, code, input }: { services: Services; code: string; input: unknown }): {
  received: true;
} {
  const link = findLink(services, code);
  const data = parseInput(LeadInput, input);
  if (data.website?.trim()) return { received: true };
  const now = services.clock.now().getTime();
  // The transaction is immediate (core/db/client.ts): two servers taking the same submission at once
  // cannot both find no earlier one.
  services.db.transaction(() => {
    const repeated = prepared(services.db, "links:repeated-lead", (d) =>
      d.$client
        .prepare<[string, string, string | null, number], number>(
          `select 1 from leads where link_id = ? and email = ? collate nocase and message is ? and created_at > ? limit 1`,
        )
        .pluck(),
    ).get(link.id, data.email, data.message ?? null, now - REPEAT_WINDOW_MS);
    if (repeated) return;
    const id = crypto.randomUUID();
    prepared(services.db, "links:insert-lead", (d) =>
      d.$client.prepare(
        `insert into leads (id, user_id, link_id, platform, name, email, message, status, won, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, 'new', 0, ?, ?)`,
      ),
    ).run(id, link.userId, link.id, link.platform, data.name, data.email, data.message, now, now);
    notifyOwner(services, {
      userId: link.userId,
      type: "lead_received",
      title: `New lead: ${data.name}`,
      description: `${data.name} wrote through your ${PLATFORM_LABELS[link.platform]} post "${link.title}".`,
      href: "/leads",
      relatedType: "lead",
      relatedId: id,
      dedupeKey: `lead:${id}`,
    });
    publish(services, { type: "lead.created", userId: link.userId, subjectId: id });
  });
  return { received: true };
}
