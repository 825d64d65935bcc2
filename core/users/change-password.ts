import { hashPassword, verifyPassword } from "../auth/password";
import { endOtherSessions } from "../auth/sessions";
import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getOwner, updateOwner } from "./internal";
import { PasswordChangeInput } from "./schemas";

/** Checks the current password, stores the new one and ends the owner's other sessions. */
export async function changePassword({
  ctx,
  input,
  currentSessionToken,
}: {
  ctx: OwnerContext;
  input: unknown;
  currentSessionToken: string | null;
}) {
  const { currentPassword, newPassword } = parseInput(PasswordChangeInput, input);
  const user = getOwner(ctx);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError("VALIDATION", "Current password is incorrect", {
      currentPassword: "Current password is incorrect",
    });
  }
  const passwordHash = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    updateOwner(ctx, { passwordHash });
    endOtherSessions(ctx, ctx.userId, currentSessionToken);
  });
  return { success: true, message: "Your password has been changed successfully." };
}
