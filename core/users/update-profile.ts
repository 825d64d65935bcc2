import { emailTaken } from "../auth/sign-up";
import type { OwnerContext } from "../context";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { ProfileInput } from "./schemas";

export function updateProfile({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(ProfileInput, input);
  const email = data.email.toLowerCase();
  if (emailTaken(ctx, email, ctx.userId)) {
    throw new AppError("CONFLICT", "That email belongs to another account", {
      email: "That email belongs to another account",
    });
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
  return toPublicUser(user);
}
