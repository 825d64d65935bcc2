import { asc, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db/schema";
import { getClientOfOwner, toClientView } from "./internal";

export function listClients({ ctx }: { ctx: OwnerContext }) {
  return ctx.db
    .select()
    .from(clients)
    .where(eq(clients.userId, ctx.userId))
    .orderBy(asc(clients.name))
    .all()
    .map(toClientView);
}

export function getClient({ ctx, id }: { ctx: OwnerContext; id: string }) {
  return toClientView(getClientOfOwner(ctx, id));
}
