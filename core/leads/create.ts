// POST /api/leads: a lead the owner records by hand (someone who called, emailed or was met), kept
// beside the ones the contact page brings so they can be followed up and made a client the same way.
// It came through no post: its source is `manual`, and no post is credited with it (attribution counts
// a link's leads only). Nobody wrote through the contact page, so no bell and no `lead.created`
// webhook (docs/decisions/328-leads-by-hand.md).
import type { OwnerContext } from "../context";
import { conflict } from "../errors";
import { parseInput } from "../validation";
import { getLeadOfOwner, toLeadView } from "./leads";
import { NewLeadInput, type LeadView } from "./schemas";

export function createLead({ ctx, input }: { ctx: OwnerContext; input: unknown }): LeadView {
  const data = parseInput(NewLeadInput, input);
  const now = ctx.clock.now().getTime();
  const sqlite = ctx.db.$client;
  const id = ctx.db.transaction(() => {
    const same = sqlite
      .prepare<[string, string], { name: string }>(
        "select name from leads where user_id = ? and email = ? collate nocase limit 1",
      )
      .get(ctx.userId, data.email);
    if (same) throw conflict(`${same.name} <${data.email}> is already one of your leads.`, "email");
    const leadId = crypto.randomUUID();
    sqlite
      .prepare(
        `insert into leads (id, user_id, link_id, platform, name, email, message, status, won, created_at, updated_at)
         values (?, ?, null, 'manual', ?, ?, ?, 'new', 0, ?, ?)`,
      )
      .run(leadId, ctx.userId, data.name, data.email, data.message, now, now);
    return leadId;
  });
  return toLeadView(getLeadOfOwner(ctx, id));
}
