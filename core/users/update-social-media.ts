import type { OwnerContext } from "../context";
import { parseInput } from "../validation";
import { socialColumns, updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { SocialMediaInput } from "./schemas";

export function updateSocialMedia({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseInput(SocialMediaInput, input);
  return toPublicUser(updateOwner(ctx, socialColumns(ctx, data)), ctx.clock.now());
}
