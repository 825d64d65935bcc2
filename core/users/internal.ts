import { eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { users, type User } from "../db";
import { notFound } from "../errors";
import { SECRET_FIELDS, type SocialMediaInput } from "./schemas";

export function getOwner(ctx: OwnerContext): User {
  const user = ctx.db.select().from(users).where(eq(users.id, ctx.userId)).get();
  if (!user) throw notFound("User");
  return user;
}

export function updateOwner(ctx: OwnerContext, values: Partial<User>): User {
  return ctx.db
    .update(users)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(users.id, ctx.userId))
    .returning()
    .get();
}

/**
 * Social settings as columns. Secret fields are sealed (core/secrets); an empty or absent secret
 * keeps the stored one, null removes it. Plain fields are stored as given ("" clears).
 */
export function socialColumns(ctx: OwnerContext, input: SocialMediaInput): Partial<User> {
  const out: Partial<User> = {};
  for (const [key, value] of Object.entries(input) as [keyof SocialMediaInput, string | null | undefined][]) {
    if ((SECRET_FIELDS as readonly string[]).includes(key)) {
      if (value === null) out[key] = null;
      else if (value) out[key] = ctx.secrets.seal(value, { userId: ctx.userId, field: key });
    } else if (value !== undefined) {
      out[key] = value || null;
    }
  }
  return out;
}
