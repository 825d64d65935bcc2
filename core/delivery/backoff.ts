import type { DeliverySettings } from "./settings";

/**
 * The wait before the next attempt after `attempts` tries: doubling from `backoffMs`, capped, with a
 * ±20% spread derived from the row id so that rows failed together do not all retry in the same
 * instant (and the same row always waits the same, which keeps tests exact).
 */
export function retryDelayMs(
  attempts: number,
  rowId: string,
  settings: Pick<DeliverySettings, "backoffMs" | "backoffMaxMs">,
): number {
  const base = Math.min(settings.backoffMaxMs, settings.backoffMs * 2 ** Math.max(0, attempts - 1));
  let hash = 0;
  for (let i = 0; i < rowId.length; i++) hash = (hash * 31 + rowId.charCodeAt(i)) >>> 0;
  const spread = ((hash % 401) - 200) / 1000; // -0.2 … +0.2
  return Math.max(0, Math.round(base * (1 + spread)));
}
