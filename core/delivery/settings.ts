import type { DeliverySettings } from "../context";

export type { DeliverySettings } from "../context";

export const DEFAULT_DELIVERY: DeliverySettings = {
  leaseMs: 120_000,
  maxAttempts: 6,
  backoffMs: 30_000,
  backoffMaxMs: 3_600_000,
  pollMs: 2_000,
};
