/**
 * Rung when work is queued, so an idle worker in the same process starts at once instead of at its
 * next poll. Work queued by another process is found by polling.
 */
export class DeliveryBell {
  private readonly listeners = new Set<() => void>();

  ring(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` at the next ring only. */
  once(listener: () => void): () => void {
    const wrapped = () => {
      this.listeners.delete(wrapped);
      listener();
    };
    this.listeners.add(wrapped);
    return () => this.listeners.delete(wrapped);
  }
}
