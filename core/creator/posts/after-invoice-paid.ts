// Event-triggered drafts (issue 11 §5): when an invoice is paid, the Creator drafts a thank-you email
// to the client asking for a testimonial, and a short case-study post. Both are drafts: nothing goes
// out until the owner reads, edits and sends or schedules them. Run by the Creator's subscriber to
// `invoice.paid` (subscriber.ts), after the payment committed.
import { PLATFORMS, type Platform } from "../../catalog";
import type { Services } from "../../context";
import { prepared } from "../../db";
import { notifyOwner } from "../../notifications";
import { formatMoney } from "../../invoices";
import { formatCents } from "../../money";
import { CASE_STUDY_BLANKS } from "./placeholders";

interface PaidInvoice {
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  description: string | null;
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientNiche: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  businessNiche: string | null;
  platforms: string;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;
const sentence = (s: string) => s.trim().replace(/[.!?\s]+$/, "");

/** The thank-you: names the work, thanks them, and asks for two or three sentences they'd stand behind. */
export function thankYouEmail(inv: PaidInvoice): { subject: string; body: string } {
  const work = inv.description?.trim() ? sentence(inv.description) : `invoice ${inv.invoiceNumber}`;
  const me = [inv.firstName, inv.lastName].filter(Boolean).join(" ") || inv.businessName || "";
  return {
    subject: `Thank you, ${firstWord(inv.clientName)}`,
    body: [
      `Hi ${firstWord(inv.clientName)},`,
      "",
      `Thank you for your payment for ${work}. It was a pleasure working with you.`,
      "",
      "Would you be willing to write two or three sentences about what it was like, and what changed for you afterwards? " +
        "A short testimonial helps other people like you decide, and I'd only use it with your name as you're happy for it to appear.",
      "",
      "If anything could have gone better, I'd like to hear that too.",
      "",
      "With thanks,",
      me || "[Your Name]",
      ...(inv.businessName && me !== inv.businessName ? [inv.businessName] : []),
    ].join("\n"),
  };
}

/**
 * The case-study post: what was done and for what kind of client, never the client's name (the owner
 * adds it once the client agrees), with an invitation to get in touch.
 */
export function caseStudyPost(inv: PaidInvoice): { title: string; text: string } {
  const work = inv.description?.trim() ? sentence(inv.description) : "a project";
  const who = inv.clientNiche?.trim() ? `a client in ${inv.clientNiche.trim().toLowerCase()}` : "a client";
  const niche =
    inv.businessNiche?.trim() && inv.businessNiche !== "Other" ? inv.businessNiche.trim().toLowerCase() : null;
  const text = [
    `Just wrapped up ${work.charAt(0).toLowerCase() + work.slice(1)} for ${who}.`,
    "",
    `What we set out to do: ${CASE_STUDY_BLANKS.problem}.`,
    `What we did: ${CASE_STUDY_BLANKS.steps}.`,
    `What changed: ${CASE_STUDY_BLANKS.result}.`,
    "",
    niche
      ? `If you work in ${niche} and something similar is on your list, my inbox is open.`
      : "If something similar is on your list, my inbox is open.",
  ].join("\n");
  return { title: `Case study: ${work.length > 50 ? `${work.slice(0, 47)}…` : work}`, text };
}

export function draftAfterInvoicePaid(
  services: Services,
  { userId, invoiceId }: { userId: string; invoiceId: string },
): void {
  const client = services.db.$client;
  const already = prepared(services.db, "posts:drafted-for", (d) =>
    d.$client
      .prepare<[string, string], number>(
        "select 1 from events where user_id = ? and related_type = 'invoice' and related_id = ? and type = 'email_draft'",
      )
      .pluck(),
  ).get(userId, invoiceId);
  if (already) return;
  const inv = prepared(services.db, "posts:paid-invoice", (d) =>
    d.$client.prepare<[string, string], PaidInvoice>(
      `select i.invoice_number as invoiceNumber, i.amount_cents as amountCents, i.currency, i.description,
         c.id as clientId, c.name as clientName, c.email as clientEmail, c.business_niche as clientNiche,
         u.first_name as firstName, u.last_name as lastName, u.business_name as businessName,
         u.business_niche as businessNiche, u.social_media_platforms as platforms
       from invoices i join clients c on c.id = i.client_id join users u on u.id = i.user_id
       where i.id = ? and i.user_id = ?`,
    ),
  ).get(invoiceId, userId);
  if (!inv) return;
  const now = services.clock.now().getTime();
  const email = thankYouEmail(inv);
  const post = caseStudyPost(inv);
  let chosen: Platform[] = [];
  try {
    chosen = (JSON.parse(inv.platforms) as string[]).filter((p): p is Platform =>
      (PLATFORMS as readonly string[]).includes(p),
    );
  } catch {
    chosen = [];
  }
  const insert = client.prepare(
    `insert into events (id, user_id, type, title, description, priority, resolved, related_id, related_type, status, metadata, created_at, updated_at)
     values (@id, @userId, @type, @title, @description, 'medium', 0, @invoiceId, 'invoice', 'draft', @metadata, @now, @now)`,
  );
  insert.run({
    id: crypto.randomUUID(),
    userId,
    type: "email_draft",
    title: email.subject,
    description: email.body,
    invoiceId,
    metadata: JSON.stringify({
      kind: "thank_you",
      to: inv.clientEmail,
      clientId: inv.clientId,
      subject: email.subject,
    }),
    now,
  });
  insert.run({
    id: crypto.randomUUID(),
    userId,
    type: "content_post",
    title: post.title,
    description: post.text,
    invoiceId,
    metadata: JSON.stringify({
      platforms: chosen.filter((p) => p !== "instagram").length
        ? chosen.filter((p) => p !== "instagram")
        : ["linkedin"],
      origin: { type: "invoice_paid", invoiceId },
    }),
    now,
  });
  notifyOwner(services, {
    userId,
    type: "drafts_ready",
    title: `Say thanks to ${inv.clientName}`,
    description: `${formatMoney(formatCents(inv.amountCents), inv.currency)} for ${inv.invoiceNumber} is paid. The Creator drafted a thank-you email asking for a testimonial, and a short case-study post. Both wait for you.`,
    href: "/content?drafts=1",
    relatedType: "invoice",
    relatedId: invoiceId,
    dedupeKey: `drafts:${invoiceId}`,
  });
}
