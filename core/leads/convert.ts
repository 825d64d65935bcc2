import type { OwnerContext } from "../context";
import { publish } from "../events";
import { conflict } from "../errors";
import { getLeadOfOwner, toLeadView } from "./leads";
import type { LeadView } from "./schemas";

/**
 * POST /api/leads/{id}/client: one click makes the lead a client, keeping the post and platform that
 * brought them (the lead stays linked to the client, marked won). When a client with the lead's email
 * already exists, the lead is linked to them instead: that client was not won by the post, so its
 * revenue is not counted for it. Leads are never turned into clients on their own: a contact form
 * draws spam, and the client list is the owner's.
 */
export function convertLead({ ctx, id }: { ctx: OwnerContext; id: string }): LeadView & { clientCreated: boolean } {
  const now = ctx.clock.now().getTime();
  const sqlite = ctx.db.$client;
  const created = ctx.db.transaction(() => {
    const lead = getLeadOfOwner(ctx, id);
    if (lead.status === "client") throw conflict(`${lead.name} is already a client.`);
    const existing = sqlite
      .prepare<[string, string], string>(
        "select id from clients where user_id = ? and lower(email) = ? order by created_at limit 1",
      )
      .pluck()
      .get(ctx.userId, lead.email);
    let clientId = existing;
    if (!clientId) {
      clientId = crypto.randomUUID();
      sqlite
        .prepare(
          `insert into clients (id, user_id, name, email, status, last_contact_date, created_at, updated_at)
           values (?, ?, ?, ?, 'active', ?, ?, ?)`,
        )
        .run(clientId, ctx.userId, lead.name, lead.email, lead.createdAt, now, now);
      publish(ctx, { type: "client.created", userId: ctx.userId, subjectId: clientId });
    }
    sqlite
      .prepare(
        "update leads set status = 'client', client_id = ?, won = ?, updated_at = ? where id = ? and user_id = ?",
      )
      .run(clientId, existing ? 0 : 1, now, id, ctx.userId);
    return !existing;
  });
  return { ...toLeadView(getLeadOfOwner(ctx, id)), clientCreated: created };
}
