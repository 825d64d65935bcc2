import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clientPortals } from "../db";
import { getClientOfOwner } from "../clients";
import type { ClientPageLink } from "./views";

const newToken = () => crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "");

const view = (token: string | null, createdAt: Date | null): ClientPageLink => ({
  path: token ? `/client/${token}` : null,
  createdAt: createdAt?.toISOString() ?? null,
});

/** GET /api/clients/{id}/page: the client's private page link, or none yet. */
export function getClientPageLink({ ctx, clientId }: { ctx: OwnerContext; clientId: string }) {
  const client = getClientOfOwner(ctx, clientId);
  const row = ctx.db.select().from(clientPortals).where(eq(clientPortals.clientId, client.id)).get();
  return view(row?.token ?? null, row?.createdAt ?? null);
}

/**
 * POST /api/clients/{id}/page: makes the client's link, or a new one in place of the old (which stops
 * working at once). One row per client, replaced in one transaction.
 */
export function regenerateClientPageLink({ ctx, clientId }: { ctx: OwnerContext; clientId: string }) {
  const client = getClientOfOwner(ctx, clientId);
  const now = ctx.clock.now();
  const token = newToken();
  ctx.db.transaction((tx) => {
    tx.insert(clientPortals)
      .values({ userId: ctx.userId, clientId: client.id, token, createdAt: now })
      .onConflictDoUpdate({ target: clientPortals.clientId, set: { token, createdAt: now } })
      .run();
  });
  return view(token, now);
}

/** DELETE /api/clients/{id}/page: the link stops working; a new one can be made later. */
export function removeClientPageLink({ ctx, clientId }: { ctx: OwnerContext; clientId: string }) {
  const client = getClientOfOwner(ctx, clientId);
  ctx.db.transaction((tx) => tx.delete(clientPortals).where(eq(clientPortals.clientId, client.id)).run());
  return view(null, null);
}
