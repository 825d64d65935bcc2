// Core's composition root: what ties the modules together without their knowing each other. The
// delivery worker serves the channels listed here; the domain events reach the subscribers listed here.
// Every process that builds services (server/services.ts, the tests' app) takes both from here.
import type { Services } from "../context";
import type { EventBus } from "../events";
import { emailChannel } from "../mail";
import { creatorSubscriber, postChannel } from "../creator";
import { timeEntriesSubscriber } from "../time-entries";
import { webhookChannel, webhookSubscriber } from "../webhooks";
import { eventChannel } from "./event-channel";

/** Every channel the delivery worker serves, in the order it looks for work. */
export const deliveryChannels = [emailChannel, postChannel, webhookChannel, eventChannel] as const;

/** The subscribers of the domain events, in the order they run for one event. */
export function eventBus(): EventBus<Services> {
  return { subscribers: [webhookSubscriber, creatorSubscriber, timeEntriesSubscriber] };
}
