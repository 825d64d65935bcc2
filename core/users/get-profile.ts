import type { OwnerContext } from "../context";
import { getOwner } from "./internal";
import { toPublicUser } from "./public";

export function getProfile({ ctx }: { ctx: OwnerContext }) {
  return toPublicUser(getOwner(ctx), ctx.clock.now());
}
