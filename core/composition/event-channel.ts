// The delivery worker's channel for domain events whose process died between the commit and handling
// them (core/events): claimed with a lease after the grace period, handled once, retried with backoff.
import type { Services } from "../context";
import type { DeliveryChannel } from "../delivery";
import { handleClaimedEvent } from "../events";

export const eventChannel: DeliveryChannel<{ id: string }> = {
  name: "event",
  table: "domain_events",
  fromRow: (raw) => ({ id: raw.id as string }),
  async deliver(services: Services, row) {
    handleClaimedEvent(services, row.id);
    return { status: "handled" };
  },
};
