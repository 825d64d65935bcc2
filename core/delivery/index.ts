// The face of core/delivery: all that other modules may import from it (eslint/module-boundaries.js).
export type { Delivered, DeliveryChannel } from "./types";
export { DEFAULT_DELIVERY, type DeliverySettings } from "./settings";
export { DeliveryBell } from "./bell";
export { drainDeliveries, startDeliveryWorkers } from "./worker";
