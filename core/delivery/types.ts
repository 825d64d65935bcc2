import type { Services } from "../context";

/** What a delivery channel (email, a social post, a webhook) tells the worker. */
export interface DeliveryChannel<Row> {
  /** Shown in logs. */
  name: string;
  /** The table holding this channel's rows, with the standard delivery columns (see queue.ts). */
  table: string;
  /**
   * A column of `table` (e.g. `user_id`): while a row with the same value is in flight, the others wait,
   * so one owner's slow receiver cannot hold every worker. Left out, rows go strictly oldest first.
   */
  oneInFlightPer?: string;
  /** The claimed row, as the channel reads it. */
  fromRow(raw: Record<string, unknown>): Row;
  /**
   * Sends the row to the outside world. Throws a DeliveryError to say whether trying again can help;
   * any other error counts as a passing one.
   */
  deliver(services: Services, row: Row): Promise<Delivered>;
  /** Runs inside the transaction that records the delivery (e.g. stamps the invoice as emailed). */
  onDelivered?(services: Services, row: Row, delivered: Delivered): void;
  /** Runs inside the transaction that fails the row for good (e.g. tells the owner). */
  onFailed?(services: Services, row: Row, reason: string): void;
}

export interface Delivered {
  /**
   * The done status to store ('sent', 'stored', 'published', ...), or 'cancelled' when the channel found
   * at delivery time that it should no longer go out (say why in `columns.error`).
   */
  status: string;
  /** Further columns to store with it (the remote id, the transport...). */
  columns?: Record<string, string | number | null>;
}
