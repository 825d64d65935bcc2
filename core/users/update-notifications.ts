import type { OwnerContext } from "../context";
import { parseInput } from "../validation";
import { updateOwner } from "./internal";
import { toPublicUser } from "./public";
import { NotificationSettingsInput } from "./schemas";

export function updateNotificationSettings({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  return toPublicUser(updateOwner(ctx, parseInput(NotificationSettingsInput, input)), ctx.clock.now());
}
