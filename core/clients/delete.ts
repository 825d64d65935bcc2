import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db";
import { getClientOfOwner } from "./internal";

/** Deletes the client; the database's cascade deletes its invoices (spec 001 §3). */
export function deleteClient({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const client = getClientOfOwner(ctx, id);
  ctx.db.delete(clients).where(eq(clients.id, client.id)).run();
  return { success: true };
}
