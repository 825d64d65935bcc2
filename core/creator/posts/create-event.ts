import type { OwnerContext } from "../../context";
import { parseWith, schedulePost, SCHEDULE_MESSAGE } from "./schedule";
import { CreateEventInput } from "./schemas";

/** POST /api/events: the spec's payload (a single `platform` or a list) scheduled through schedulePost. */
export function createEventPost({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseWith(CreateEventInput, input, SCHEDULE_MESSAGE);
  return schedulePost({ ctx, input: data });
}
