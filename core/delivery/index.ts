// The face of core/delivery: all that other modules may import from it (eslint/module-boundaries.js).
export type { Delivered, DeliveryChannel } from "./types";
