import { and, eq } from "drizzle-orm";
import { asOwner, type OwnerContext, type Services } from "../context";
import { publicAddress } from "../instance";
import { dailyDigests, users } from "../db";
import { queueEmail, type EmailToQueue } from "../mail";
import { formatDueDate } from "../invoices";
import { localHour, todayIn } from "../time";
import { getOwner } from "../users";
import { dollars } from "./text";
import { topMoves } from "./prioritized";

/** The digest goes out from this local hour on (the job runs hourly). */
export const DIGEST_HOUR = 7;

/** The morning briefing as an email: the top 3 money moves, why, and what to do. */
export function briefingEmail(ctx: OwnerContext, today: string): EmailToQueue {
  const owner = getOwner(ctx);
  const moves = topMoves(ctx, 3);
  const lines = moves.length
    ? moves.flatMap((m, i) => [
        `${i + 1}. ${m.title}${m.revenueImpact ? ` (${dollars(Math.round(m.revenueImpact * 100))})` : ""}`,
        `   Why: ${m.urgencyReason || m.description}`,
        "",
      ])
    : ["All caught up: no open money moves today.", ""];
  return {
    userId: ctx.userId,
    kind: "digest",
    to: owner.email,
    subject: `Your top 3 money moves for ${formatDueDate(today)}`,
    body: [
      `Good morning${owner.firstName ? `, ${owner.firstName}` : ""}!`,
      "",
      "Here is what will move the money today:",
      "",
      ...lines,
    ].join("\n"),
    template: {
      template: "message",
      brand: "Microteam",
      action: { label: "Open your dashboard", url: `${publicAddress(ctx).url}/dashboard` },
      footer: "You get this email because Daily Task Updates is on (Settings → Notifications).",
    },
    relatedType: "digest",
    relatedId: today,
  };
}

/**
 * The hourly job: every owner with Daily Task Updates on gets the briefing once per local day, from
 * 7:00 in their time zone. The unique (owner, date) row is written with the queued email, so two
 * processes or a crash never send it twice.
 */
export function runMorningDigest(services: Services): { queued: number } {
  const now = services.clock.now();
  const owners = services.db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.dailyTaskUpdates, true), eq(users.onboardingCompleted, true)))
    .all();
  let queued = 0;
  for (const owner of owners) {
    if (localHour(owner.timeZone, now) < DIGEST_HOUR) continue;
    const today = todayIn(owner.timeZone, now);
    const done = services.db
      .select({ id: dailyDigests.id })
      .from(dailyDigests)
      .where(and(eq(dailyDigests.userId, owner.id), eq(dailyDigests.date, today)))
      .get();
    if (done) continue;
    const ctx = asOwner(services, owner.id);
    const email = briefingEmail(ctx, today);
    const row = services.db.transaction((tx) => {
      const claimed = tx
        .insert(dailyDigests)
        .values({ userId: owner.id, date: today, createdAt: now })
        .onConflictDoNothing()
        .returning()
        .get();
      if (!claimed) return null;
      const queuedEmail = queueEmail(services, email);
      tx.update(dailyDigests).set({ outboxId: queuedEmail.id }).where(eq(dailyDigests.id, claimed.id)).run();
      return queuedEmail;
    });
    if (row) queued++;
  }
  return { queued };
}
