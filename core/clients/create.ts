import type { OwnerContext } from "../context";
import { publish } from "../events";
import { clients, inTransaction } from "../db";
import { parseInput } from "../validation";
import { assertNotDuplicateClient } from "./duplicates";
import { toClientView } from "./internal";
import { NewClientInput } from "./schemas";

export function createClient({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const { confirm, ...data } = parseInput(NewClientInput, input);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, () => {
    assertNotDuplicateClient(ctx, data, confirm);
    const row = ctx.db
      .insert(clients)
      .values({ ...data, userId: ctx.userId, createdAt: now, updatedAt: now })
      .returning()
      .get();
    // The webhook is queued in the same transaction: a client that was not created announces nothing.
    publish(ctx, { type: "client.created", userId: ctx.userId, subjectId: row.id });
    return toClientView(row);
  });
}
