/** How the delivery worker claims, retries and gives up (DESIGN.md "Jobs and delivery"). */
export interface DeliverySettings {
  /**
   * How long a claim holds. A worker that dies mid-send leaves its row 'sending'; once the lease has
   * passed, another worker may take it again. It must outlast the slowest honest send (the SMTP
   * timeouts are derived from it).
   */
  leaseMs: number;
  /** Attempts before a row is failed for good. */
  maxAttempts: number;
  /** The first retry waits this long; each further one twice as long, up to `backoffMaxMs`. */
  backoffMs: number;
  backoffMaxMs: number;
  /** An idle worker looks for work queued by other processes (and for retries now due) this often. */
  pollMs: number;
}

export const DEFAULT_DELIVERY: DeliverySettings = {
  leaseMs: 120_000,
  maxAttempts: 6,
  backoffMs: 30_000,
  backoffMaxMs: 3_600_000,
  pollMs: 2_000,
};
