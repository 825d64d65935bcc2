// The demo's tracked links: two published posts whose links were clicked over the following days,
// a few leads who wrote through the contact page, two of them made clients, and one of those
// clients' invoices paid, so the Content tab's "Which post brought the money" has a story to tell.
import { randomBytes } from "node:crypto";
import type { OwnerContext } from "../../core/context";
import { events } from "../../core/db/schema";
import { createInvoice } from "../../core/invoices/create";
import { recordPayment } from "../../core/invoices/payments";
import { convertLead } from "../../core/links/convert";
import { setPostLinks } from "../../core/links/post-links";
import { addDays } from "../../core/time";
import type { Platform } from "../../core/catalog";

const DAY = 86_400_000;

export function seedLinks(ctx: OwnerContext, now: Date, today: string) {
  const db = ctx.db.$client;
  const posts = [
    {
      title: "Why your shop's brand story sells",
      text: "Most independent shops undersell their story. Here is the 3-question exercise I run with every client. Want to try it on yours? {link}",
      platforms: ["linkedin", "instagram"] as Platform[],
      daysAgo: 24,
      clicks: { linkedin: 41, instagram: 17 } as Partial<Record<Platform, number>>,
    },
    {
      title: "Pricing workshop: seats open",
      text: "Two seats left in next month's pricing workshop for studios. Details and booking: {link}",
      platforms: ["linkedin"] as Platform[],
      daysAgo: 9,
      clicks: { linkedin: 23 } as Partial<Record<Platform, number>>,
    },
  ];
  const ids: string[] = [];
  for (const p of posts) {
    const at = new Date(now.getTime() - p.daysAgo * DAY);
    const event = ctx.db
      .insert(events)
      .values({
        userId: ctx.userId,
        type: "content_post",
        title: p.title,
        description: p.text,
        status: "published",
        startDate: at,
        endDate: at,
        metadata: { platforms: p.platforms },
        createdAt: new Date(at.getTime() - 2 * DAY),
        updatedAt: at,
      })
      .returning({ id: events.id })
      .get();
    ids.push(event.id);
    setPostLinks(ctx, ctx.userId, event.id, p.platforms);
    const links = db
      .prepare<[string], { id: string; platform: Platform }>("select id, platform from tracked_links where event_id = ?")
      .all(event.id);
    const insert = db.prepare(
      "insert into link_clicks (id, user_id, link_id, visitor_key, clicked_at) values (?, ?, ?, ?, ?)",
    );
    for (const link of links) {
      const count = p.clicks[link.platform] ?? 0;
      // Most clicks come in the first two days after a post goes out, then a trickle.
      for (let i = 0; i < count; i++) {
        const hoursAfter = i < count * 0.7 ? (i * 47) / count : 48 + ((i * 173) % ((p.daysAgo - 2) * 24));
        insert.run(crypto.randomUUID(), ctx.userId, link.id, randomBytes(16).toString("base64url"), at.getTime() + hoursAfter * 3_600_000);
      }
    }
  }

  const linkOf = (post: number, platform: Platform) =>
    db
      .prepare<[string, string], string>("select id from tracked_links where event_id = ? and platform = ?")
      .pluck()
      .get(ids[post], platform)!;
  const lead = (post: number, platform: Platform, daysAgo: number, name: string, email: string, message: string) => {
    const id = crypto.randomUUID();
    const at = now.getTime() - daysAgo * DAY;
    db.prepare(
      `insert into leads (id, user_id, link_id, platform, name, email, message, status, won, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, 'new', 0, ?, ?)`,
    ).run(id, ctx.userId, linkOf(post, platform), platform, name, email, message, at, at);
    return id;
  };
  const maya = lead(0, "linkedin", 22, "Maya Chen", "maya@fernandfig.example", "I run a plant shop and our Instagram feels generic. Could we talk about a brand refresh?");
  const theo = lead(0, "instagram", 20, "Theo Park", "theo@parkceramics.example", "Loved the exercise. Do you work with ceramic studios?");
  lead(0, "linkedin", 15, "Rosa Alvarez", "rosa@alvarezbooks.example", "What does a strategy session cost?");
  lead(1, "linkedin", 6, "Sam Okafor", "sam@okafordesign.example", "Is there still a seat in the pricing workshop?");
  lead(1, "linkedin", 2, "Lena Fischer", "lena@fischerprints.example", "Interested in the workshop for my print studio.");

  const mayaClient = convertLead({ ctx, id: maya }).client!;
  convertLead({ ctx, id: theo });
  const work = createInvoice({
    ctx,
    input: { clientId: mayaClient.id, amount: "1800", dueDate: addDays(today, -5), description: "Brand refresh: discovery and positioning" },
  });
  recordPayment({ ctx, id: work.id, input: { amount: "1800", date: addDays(today, -7), method: "bank_transfer" } });
  createInvoice({
    ctx,
    input: { clientId: mayaClient.id, amount: "950", dueDate: addDays(today, 20), description: "Brand refresh: visual direction" },
  });
}
