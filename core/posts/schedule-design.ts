import type { OwnerContext } from "../context";
import { parseWith, schedulePost } from "./schedule";
import { ScheduleDesignInput } from "./schemas";

export const DESIGN_MESSAGE = "Please select a design, add caption, choose platforms, and set schedule time";

/** POST /api/content/schedule-design (spec 001 §7): an existing design with its caption, at a time. */
export function scheduleDesign({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const data = parseWith(ScheduleDesignInput, input, DESIGN_MESSAGE);
  return schedulePost({
    ctx,
    message: DESIGN_MESSAGE,
    input: {
      content: data.caption,
      platforms: data.platforms,
      scheduledFor: data.scheduledDate,
      scheduledTime: data.scheduledTime,
      designId: data.designId,
      needsApproval: data.needsApproval,
    },
  });
}
