import type { Db } from "../db";
import { ownerRevision } from "../db/revision";

/**
 * A per-process cache of one computed read per owner, valid while the owner's data revision (and the
 * extra key, e.g. today's date) is unchanged. Because the revision lives in the database and is bumped
 * by triggers, a write made by another process (the CLI, a second server) invalidates it too.
 */
export class OwnerCache<T> {
  private entries = new Map<string, { revision: number; key: string; value: T }>();

  constructor(private readonly maxOwners = 200) {}

  get(db: Db, userId: string, key: string, compute: () => T): T {
    const revision = ownerRevision(db, userId);
    const hit = this.entries.get(userId);
    if (hit && hit.revision === revision && hit.key === key) {
      // Refresh recency for the LRU order.
      this.entries.delete(userId);
      this.entries.set(userId, hit);
      return hit.value;
    }
    const value = compute();
    this.entries.delete(userId);
    this.entries.set(userId, { revision, key, value });
    if (this.entries.size > this.maxOwners) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
