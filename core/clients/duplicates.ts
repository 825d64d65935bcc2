import { and, eq, or, sql } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients } from "../db";
import { AppError } from "../errors";

/**
 * A new client with the name (any case) or the email of an existing one is most likely typed twice:
 * the owner is asked (409 CONFIRMATION_REQUIRED with the existing client's id), and a client that
 * resends with `confirm: true` gets a second one. Run inside the insert's transaction.
 */
export function assertNotDuplicateClient(
  ctx: OwnerContext,
  input: { name: string; email: string | null },
  confirm: boolean | undefined,
): void {
  if (confirm) return;
  const name = input.name.trim().toLowerCase();
  const existing = ctx.db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(
      and(
        eq(clients.userId, ctx.userId),
        input.email
          ? or(sql`lower(trim(${clients.name})) = ${name}`, eq(clients.email, input.email))
          : sql`lower(trim(${clients.name})) = ${name}`,
      ),
    )
    .limit(1)
    .get();
  if (!existing) return;
  const sameName = existing.name.trim().toLowerCase() === name;
  const sameEmail = !!input.email && existing.email === input.email;
  const message =
    sameName && sameEmail
      ? `A client named ${existing.name} with that email already exists. Add another anyway?`
      : sameEmail
        ? `${existing.name} already has the email ${existing.email}. Add another client with it anyway?`
        : `A client named ${existing.name}${existing.email ? ` (${existing.email})` : ""} already exists. Add another anyway?`;
  throw new AppError("CONFIRMATION_REQUIRED", message, undefined, { existingClientId: existing.id });
}
