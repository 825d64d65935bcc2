// Time tracking's side of the domain events: an invoice made from time and then voided gives its time
// back, unbilled, so the owner can bill it again (docs/decisions/316-time-tracking.md). The void invoice
// keeps its lines as they were: the record of what was sent.
import type { Services } from "../context";
import { prepared } from "../db";
import type { Subscriber } from "../events";

export const timeEntriesSubscriber: Subscriber<Services> = {
  name: "time-entries",
  on: ["invoice.voided"],
  handle(services, event) {
    const now = services.clock.now().getTime();
    prepared(services.db, "time-entries:unbill-voided", (d) =>
      d.$client.prepare<[number, string, string]>(
        `update time_entries set billed_invoice_id = null, billed_at = null, updated_at = ?
          where user_id = ? and billed_invoice_id = ?`,
      ),
    ).run(now, event.userId, event.subjectId);
  },
};
