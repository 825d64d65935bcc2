import { describe, expect, it } from "vitest";
import type { BatchProgress } from "./api/client";
import { describeDelivery } from "./operations/delivery";

const batch = (p: Partial<BatchProgress>): BatchProgress => ({
  batchId: "b",
  total: 1,
  queued: 0,
  sending: 0,
  delivered: 0,
  stored: 0,
  failed: 0,
  cancelled: 0,
  possiblySent: 0,
  retrying: 0,
  nextAttemptAt: null,
  done: true,
  failures: [],
  possiblySentTo: [],
  ...p,
});

describe("what the terminal says about a batch of emails", () => {
  it("says an email the mail server did not confirm may have been sent, and that it is not sent again by itself", () => {
    const said = describeDelivery(
      batch({ total: 2, delivered: 1, possiblySent: 1, possiblySentTo: ["ann@example.test"] }),
      "remote",
    );
    expect(said).toBe(
      "1 email sent, 1 may have been sent (ann@example.test: the mail server did not confirm it; not sent again automatically, send it again yourself if it did not arrive).",
    );
  });
});

describe("emails kept in the offline outbox", () => {
  it("are never called sent: they say no SMTP_URL reached them, and where to set it", () => {
    expect(describeDelivery(batch({ total: 1, delivered: 1, stored: 1 }), "local")).toBe(
      "1 email kept in the offline outbox and not emailed (no SMTP_URL is set for this terminal: give it the same SMTP_URL as the server, in cron too).",
    );
    expect(describeDelivery(batch({ total: 3, delivered: 3, stored: 1 }), "remote")).toBe(
      "2 emails sent, 1 email kept in the offline outbox and not emailed (no SMTP_URL is set on the server).",
    );
  });
});
