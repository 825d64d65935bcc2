// `microteam focus` right after a write reads the file through core directly (core/focus/local-briefing.ts):
// the briefing must be the one the API's four routes give.
import { describe, expect, it } from "vitest";
import { readBriefingInputs } from "@core/focus/local-briefing";
import { openForReading } from "@core/users/peek-owner";
import { users } from "@core/db";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";
import { briefingFrom, loadBriefing } from "./operations/focus";
import { cliHarness } from "../test/cli";
import type { CliContext } from "./context";

describe("the local briefing", () => {
  it("says what the API says", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = factories.user(t.db, {
      firstName: "Olive",
      timeZone: "Europe/Paris",
      socialMediaPlatforms: ["linkedin"],
    });
    const acme = factories.client(t.db, owner.id, { name: "Acme", lastContactDate: new Date("2026-09-01") });
    const quiet = factories.client(t.db, owner.id, { name: "Quiet Co", lastContactDate: new Date("2026-08-01") });
    factories.invoice(t.db, owner.id, acme.id, { status: "pending", dueDate: "2026-11-10", amountCents: 240_000 });
    factories.invoice(t.db, owner.id, acme.id, { status: "overdue", dueDate: "2026-11-01", amountCents: 90_000 });
    factories.invoice(t.db, owner.id, quiet.id, { status: "paid", dueDate: "2026-07-01", amountCents: 50_000 });
    factories.task(t.db, owner.id, { title: "Call the bank", priority: "high", dueDate: "2026-11-22" });
    factories.event(t.db, owner.id, {
      title: "LinkedIn post",
      status: "scheduled",
      startDate: new Date("2026-11-21T16:00:00Z"),
    });
    t.db.update(users).set({ onboardingCompleted: true }).run();

    const api = cliHarness(t, owner.id).api;
    const ctx = { api: async () => api, now: () => t.clock.now() } as unknown as CliContext;
    const viaApi = await loadBriefing(ctx);
    const connection = openForReading(t.config.databasePath)!;
    const inputs = readBriefingInputs(connection, owner.id, t.clock);
    connection.close();
    expect(inputs).not.toBeNull();
    const local = briefingFrom(t.clock.now(), inputs!);
    expect(local).toEqual(viaApi);
    expect(local.postsToday).toEqual([{ title: "Post scheduled today", description: "LinkedIn post at 5:00 PM" }]);
    expect(local.topMoves.length).toBe(3);
  });

  it("names the summary's overdue figure, as the API does and the footer shows", async () => {
    const t = makeTestApp({ now: "2026-11-23T10:00:00Z" });
    const owner = factories.user(t.db);
    const acme = factories.client(t.db, owner.id, { name: "Acme" });
    const sent = new Date("2026-10-02T09:00:00Z");
    factories.invoice(t.db, owner.id, acme.id, { dueDate: "2026-11-01", amountCents: 310_000, sentAt: sent });
    factories.invoice(t.db, owner.id, acme.id, { dueDate: "2026-11-01", amountCents: 220_000, sentAt: sent });
    // Issued and past due, never emailed: the engine sends it rather than chasing it, but it is overdue.
    factories.invoice(t.db, owner.id, acme.id, { dueDate: "2026-11-05", amountCents: 40_050 });

    const api = cliHarness(t, owner.id).api;
    const ctx = { api: async () => api, now: () => t.clock.now() } as unknown as CliContext;
    const viaApi = await loadBriefing(ctx);
    const connection = openForReading(t.config.databasePath)!;
    const local = briefingFrom(t.clock.now(), readBriefingInputs(connection, owner.id, t.clock)!);
    connection.close();
    expect(local.overdueCount).toBe(3);
    expect(local.insight).toContain("3 invoices are overdue, $5,700.50 in all.");
    expect(local).toEqual(viaApi);
  });

  it("declines a file whose schema is older than the code", async () => {
    const t = makeTestApp();
    const owner = factories.user(t.db);
    t.db.$client
      .prepare("delete from __drizzle_migrations where rowid = (select max(rowid) from __drizzle_migrations)")
      .run();
    const connection = openForReading(t.config.databasePath)!;
    expect(readBriefingInputs(connection, owner.id, t.clock)).toBeNull();
    connection.close();
  });
});
