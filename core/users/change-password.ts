import {
  hashPassword,
  assertOwnerPassword,
  requireSession,
  type CredentialKind,
  assertStrongPassword,
  personalWords,
  endOtherSessions,
} from "../auth";
import type { OwnerContext } from "../context";
import { audit } from "../log";
import { parseInput } from "../validation";
import { getOwner, updateOwner } from "./internal";
import { PasswordChangeInput } from "./schemas";

/** Checks the current password, stores the new one and ends the owner's other sessions. */
export async function changePassword({
  ctx,
  input,
  currentSessionToken,
  credential,
}: {
  ctx: OwnerContext;
  input: unknown;
  currentSessionToken: string | null;
  credential: CredentialKind | null;
}) {
  requireSession(credential, "Changing your password");
  const { currentPassword, newPassword } = parseInput(PasswordChangeInput, input);
  const user = getOwner(ctx);
  await assertOwnerPassword(ctx, user.passwordHash, currentPassword);
  await assertStrongPassword(newPassword, { field: "newPassword", userInputs: personalWords(user) });
  const passwordHash = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    updateOwner(ctx, { passwordHash });
    endOtherSessions(ctx, ctx.userId, currentSessionToken);
  });
  audit(ctx, "password.changed", { userId: ctx.userId });
  return { success: true, message: "Your password has been changed successfully." };
}
