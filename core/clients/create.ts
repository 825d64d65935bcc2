import type { OwnerContext } from "../context";
import { clients } from "../db/schema";
import { parseInput } from "../validation";
import { emitClientCreated } from "../webhooks/emit";
import { toClientView } from "./internal";
import { ClientInput } from "./schemas";

export function createClient({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(ClientInput, input);
  const now = ctx.clock.now();
  const row = ctx.db.transaction((tx) => {
    const created = tx
      .insert(clients)
      .values({ ...data, userId: ctx.userId, createdAt: now, updatedAt: now })
      .returning()
      .get();
    emitClientCreated(ctx, ctx.userId, created.id);
    return created;
  });
  return toClientView(row);
}
