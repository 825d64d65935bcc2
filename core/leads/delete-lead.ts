import type { OwnerContext } from "../context";
import { getLeadOfOwner } from "./leads";

/**
 * DELETE /api/leads/{id}: removes a lead (spam that got past the honeypot). A client it became stays
 * a client; only where they came from is forgotten, so that post no longer counts them.
 */
export function deleteLead({ ctx, id }: { ctx: OwnerContext; id: string }): { deleted: true } {
  ctx.db.transaction(() => {
    getLeadOfOwner(ctx, id);
    ctx.db.$client.prepare("delete from leads where id = ? and user_id = ?").run(id, ctx.userId);
  });
  return { deleted: true };
}
