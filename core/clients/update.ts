import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db";
import { parseInput } from "../validation";
import { getClientOfOwner, toClientView } from "./internal";
import { UpdateClientInput } from "./schemas";

export function updateClient({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  getClientOfOwner(ctx, id);
  const data = parseInput(UpdateClientInput, input);
  const row = ctx.db
    .update(clients)
    .set({ ...data, updatedAt: ctx.clock.now() })
    .where(eq(clients.id, id))
    .returning()
    .get();
  return toClientView(row);
}
