import os from "node:os";
import type { Services } from "../context";
import { retryDelayMs } from "./backoff";
import { claimNext, markDelivered, markFailed, renewLease, scheduleRetry, type Claim } from "./queue";
import { DeliveryError } from "../errors";
import type { Delivered, DeliveryChannel } from "./types";

// Channels are heterogeneous: each reads its own row type.
type AnyChannel = DeliveryChannel<any>;

let workerCount = 0;
/** A name unique to this worker loop across processes and machines: host, process, loop. */
export const newWorkerId = (label = "worker") => `${os.hostname()}:${process.pid}:${label}-${++workerCount}`;

export type DeliveryOutcome = "delivered" | "retry" | "failed" | "lost";

/**
 * Claims one row from the first channel that has one and delivers it. Returns what happened, or null
 * when there was nothing to do. Never throws for a delivery problem: every outcome is recorded.
 */
export async function deliverOne(
  services: Services,
  channels: readonly AnyChannel[],
  workerId: string,
): Promise<{ channel: string; id: string; outcome: DeliveryOutcome } | null> {
  const settings = services.settings.delivery;
  const client = services.db.$client;
  for (const channel of channels) {
    const raw = claimNext(client, channel.table, {
      workerId,
      now: services.clock.now().getTime(),
      leaseMs: settings.leaseMs,
      oneInFlightPer: channel.oneInFlightPer,
    });
    if (!raw) continue;
    const claim: Claim = { id: raw.id, attempts: raw.attempts, workerId };
    const row = channel.fromRow(raw);
    const outcome = await attempt(services, channel, row, claim, raw.error as string | null);
    return { channel: channel.name, id: raw.id, outcome };
  }
  return null;
}

async function attempt(
  services: Services,
  channel: AnyChannel,
  row: unknown,
  claim: Claim,
  lastError: string | null,
): Promise<DeliveryOutcome> {
  const settings = services.settings.delivery;
  const client = services.db.$client;
  // A row that keeps killing its worker (or outlived every retry while leased) is not tried forever.
  if (claim.attempts > settings.maxAttempts) {
    const reason = `gave up after ${settings.maxAttempts} attempts${lastError ? `: ${lastError}` : ""}`;
    return services.db.transaction(() => {
      if (!markFailed(client, channel.table, claim, reason)) return "lost";
      channel.onFailed?.(services, row, reason);
      return "failed";
    });
  }
  let delivered: Delivered | undefined;
  let failure: DeliveryError | undefined;
  // The lease is the claim's proof of life: renewed while this worker is at it, it lapses only when the
  // worker dies (kill -9, a lost machine). Were it to lapse while a slow peer is still taking the first
  // attempt, a second worker would find nothing there yet and send it again.
  const renewal = setInterval(
    () => {
      try {
        renewLease(client, channel.table, claim, services.clock.now().getTime() + settings.leaseMs);
      } catch {
        // The database is busy: the next tick tries again, well before the lease runs out.
      }
    },
    Math.max(100, Math.floor(settings.leaseMs / 3)),
  );
  try {
    delivered = await channel.deliver(services, row);
  } catch (error) {
    failure =
      error instanceof DeliveryError
        ? error
        : new DeliveryError(String((error as Error)?.message ?? error) || "unknown error", false);
  } finally {
    clearInterval(renewal);
  }
  return services.db.transaction(() => {
    if (delivered) {
      if (!markDelivered(client, channel.table, claim, delivered.status, delivered.columns)) return "lost";
      channel.onDelivered?.(services, row, delivered);
      return "delivered";
    }
    const refusal = failure!;
    if (refusal.permanent || claim.attempts >= settings.maxAttempts) {
      const reason = refusal.permanent ? refusal.message : (refusal.finalMessage ?? refusal.message);
      if (!markFailed(client, channel.table, claim, reason)) return "lost";
      channel.onFailed?.(services, row, reason);
      return "failed";
    }
    const wait = Math.max(refusal.retryAfterMs ?? 0, retryDelayMs(claim.attempts, claim.id, settings));
    const next = services.clock.now().getTime() + wait;
    return scheduleRetry(client, channel.table, claim, refusal.message, next) ? "retry" : "lost";
  });
}

/**
 * Delivers until nothing is claimable right now (retries not yet due are left for later). Used by
 * tests, the terminal app after a change that queued mail, and benchmarks.
 */
export async function drainDeliveries(
  services: Services,
  channels: readonly AnyChannel[],
  options: { workerId?: string; onDelivery?: () => void } = {},
): Promise<number> {
  const workerId = options.workerId ?? newWorkerId("drain");
  let count = 0;
  while (await deliverOne(services, channels, workerId)) {
    count++;
    options.onDelivery?.();
  }
  return count;
}

/**
 * Worker loops inside a long-running process (the server): each claims and delivers one row at a
 * time, sleeps when there is nothing to do, and wakes when work is queued in this process or at the
 * next poll for work queued elsewhere.
 */
export function startDeliveryWorkers(
  services: Services,
  channels: readonly AnyChannel[],
  options: { concurrency?: number; label?: string; onError?: (error: unknown) => void } = {},
) {
  let stopped = false;
  const sleeping = new Set<() => void>();
  const onError = options.onError ?? ((error) => console.error("[delivery]", error));

  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        cancel();
        sleeping.delete(done);
        resolve();
      };
      const timer = setTimeout(done, services.settings.delivery.pollMs);
      const cancel = services.deliveryBell.once(done);
      sleeping.add(done);
    });

  const loop = async (workerId: string) => {
    while (!stopped) {
      let worked = false;
      try {
        worked = (await deliverOne(services, channels, workerId)) !== null;
      } catch (error) {
        // A database error (busy, disk): report it and carry on after a pause.
        onError(error);
      }
      if (!worked && !stopped) await sleep();
    }
  };

  const loops = Array.from({ length: Math.max(1, options.concurrency ?? 2) }, () =>
    loop(newWorkerId(options.label ?? "worker")),
  );
  return {
    /** Lets the loops finish the row in hand, then resolves. */
    async stop() {
      stopped = true;
      for (const wake of [...sleeping]) wake();
      await Promise.all(loops);
    },
  };
}
