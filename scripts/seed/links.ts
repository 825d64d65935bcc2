// The demo's tracked links: three published posts whose links were clicked over the following days,
// leads who wrote through the contact page, and one of them (months ago) the client Bluth Bakery, whose
// paid invoice is that post's revenue. Nothing here adds a client or an invoice: the demo's other
// figures (8 clients, 10 invoices) stay as the dashboard's browser test expects them.
import { randomBytes } from "node:crypto";
import type { OwnerContext } from "../../core/context";
import { events } from "../../core/db/schema";
import { fixedClock } from "../../core/clock";
import { setPostLinks } from "../../core/leads/post-links";
import { markPosted } from "../../core/creator/posts/mark-posted";
import type { Platform } from "../../core/catalog";

const DAY = 86_400_000;

export function seedLinks(ctx: OwnerContext, now: Date, bluthBakeryId: string) {
  const db = ctx.db.$client;
  const posts = [
    {
      title: "Menus that sell: a photo checklist",
      text: "The 5 photos every bakery menu needs (and the one that sells the most). Want a hand with yours? {link}",
      platforms: ["instagram"] as Platform[],
      daysAgo: 100,
      clicks: { instagram: 12 } as Partial<Record<Platform, number>>,
    },
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
    // What publishing leaves behind for an owner with no platform connected (the demo's case): a
    // delivery per platform waiting to be posted by hand, then "Mark as posted" on the day it went
    // out, through the real verb, so the posts-per-week chart and the post's page see it (qa12 F11).
    const insertDelivery = db.prepare(
      "insert into post_deliveries (id, user_id, event_id, platform, status, created_at) values (?, ?, ?, ?, 'manual', ?)",
    );
    for (const platform of p.platforms) {
      insertDelivery.run(crypto.randomUUID(), ctx.userId, event.id, platform, at.getTime() - 2 * DAY);
    }
    markPosted({ ctx: { ...ctx, clock: fixedClock(at) }, id: event.id, input: {} });
    setPostLinks(ctx, ctx.userId, event.id, p.platforms);
    const links = db
      .prepare<[string], { id: string; platform: Platform }>(
        "select id, platform from tracked_links where event_id = ?",
      )
      .all(event.id);
    const insert = db.prepare(
      "insert into link_clicks (id, user_id, link_id, visitor_key, clicked_at) values (?, ?, ?, ?, ?)",
    );
    for (const link of links) {
      const count = p.clicks[link.platform] ?? 0;
      // Most clicks come in the first two days after a post goes out, then a trickle.
      for (let i = 0; i < count; i++) {
        const hoursAfter = i < count * 0.7 ? (i * 47) / count : 48 + ((i * 173) % ((p.daysAgo - 2) * 24));
        insert.run(
          crypto.randomUUID(),
          ctx.userId,
          link.id,
          randomBytes(16).toString("base64url"),
          at.getTime() + hoursAfter * 3_600_000,
        );
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
    return { id, at };
  };
  // Bluth Bakery wrote through the menu post 96 days ago and became a client that day (their $800
  // invoice, paid 85 days ago, is that post's revenue).
  const bluth = lead(
    0,
    "instagram",
    96,
    "Lucille Bluth",
    "orders@bluth.example",
    "Our menu photos look dated. Could you direct a new shoot?",
  );
  db.prepare("update leads set status = 'client', client_id = ?, won = 1 where id = ?").run(bluthBakeryId, bluth.id);
  db.prepare("update clients set created_at = ? where id = ?").run(bluth.at, bluthBakeryId);
  lead(
    1,
    "linkedin",
    22,
    "Maya Chen",
    "maya@fernandfig.example",
    "I run a plant shop and our Instagram feels generic. Could we talk about a brand refresh?",
  );
  lead(
    1,
    "instagram",
    20,
    "Theo Park",
    "theo@parkceramics.example",
    "Loved the exercise. Do you work with ceramic studios?",
  );
  lead(1, "linkedin", 15, "Rosa Alvarez", "rosa@alvarezbooks.example", "What does a strategy session cost?");
  lead(2, "linkedin", 6, "Sam Okafor", "sam@okafordesign.example", "Is there still a seat in the pricing workshop?");
  lead(
    2,
    "linkedin",
    2,
    "Lena Fischer",
    "lena@fischerprints.example",
    "Interested in the workshop for my print studio.",
  );
}
