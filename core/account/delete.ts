import { eq } from "drizzle-orm";
import { z } from "zod";
import { requireSession, type CredentialKind, assertOwnerPassword } from "../auth";
import type { OwnerContext } from "../context";
import { users } from "../db";
import { AppError } from "../errors";
import { audit } from "../log";
import { getOwner } from "../users";
import { parseInput } from "../validation";

/** What the owner types to confirm (Settings → Security → Delete account). */
export const DELETE_CONFIRMATION = "DELETE";

export const DeleteAccountInput = z.object({
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }).max(200),
  confirmation: z.string({ error: `Type ${DELETE_CONFIRMATION} to confirm` }).max(100),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/**
 * DELETE /api/user: removes the account and, through the foreign keys' cascades (spec 000 §3.3),
 * everything it owns. Needs a browser session, the password and the typed confirmation.
 */
export async function deleteAccount({
  ctx,
  input,
  credential,
}: {
  ctx: OwnerContext;
  input: unknown;
  credential: CredentialKind | null;
}) {
  requireSession(credential, "Deleting your account");
  const { password, confirmation } = parseInput(DeleteAccountInput, input);
  if (confirmation.trim() !== DELETE_CONFIRMATION) {
    const message = `Type ${DELETE_CONFIRMATION} to confirm`;
    throw new AppError("VALIDATION", message, { confirmation: message });
  }
  const owner = getOwner(ctx);
  await assertOwnerPassword(ctx, owner.passwordHash, password, "password");
  ctx.db.transaction((tx) => {
    tx.delete(users).where(eq(users.id, ctx.userId)).run();
  });
  // The owner's uploads (designs, voice notes) go with the account.
  await ctx.storage.deletePrefix(ctx.userId);
  audit(ctx, "account.deleted", { userId: ctx.userId });
  return { success: true };
}
