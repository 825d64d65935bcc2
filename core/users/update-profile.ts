import { requireSession, type CredentialKind, emailTaken, assertOwnerPassword } from "../auth";
import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { audit } from "../log";
import { parseInput } from "../validation";
import { getOwner, updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { ProfileInput } from "./schemas";

/**
 * PUT /api/user/profile. Changing the sign-in email also needs the current password and a browser
 * session (never an API token), so a stolen session cookie or token alone cannot take the account.
 */
export async function updateProfile({
  ctx,
  input,
  credential,
}: {
  ctx: OwnerContext;
  input: unknown;
  credential: CredentialKind | null;
}) {
  const data = parseInput(ProfileInput, input);
  const email = data.email.toLowerCase();
  const current = getOwner(ctx);
  const emailChanges = email !== current.email.toLowerCase();
  if (emailChanges) {
    requireSession(credential, "Changing your sign-in email");
    await assertOwnerPassword(ctx, current.passwordHash, data.currentPassword);
    if (emailTaken(ctx, email, ctx.userId)) {
      throw new AppError("CONFLICT", "That email belongs to another account", {
        email: "That email belongs to another account",
      });
    }
  }
  const user = updateOwner(ctx, {
    firstName: data.firstName,
    lastName: data.lastName,
    email,
    businessName: data.businessName || null,
    businessNiche: data.businessNiche || null,
    businessDescription: data.businessDescription || null,
    website: data.website || null,
    ...(data.timeZone ? { timeZone: data.timeZone } : {}),
  });
  if (emailChanges) audit(ctx, "email.changed", { userId: ctx.userId });
  return toPublicUser(user, ctx.clock.now());
}
