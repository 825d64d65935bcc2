// What the work actions share: a record named by the owner, resolved to one ("did you mean" when the
// spelling was near, a question naming the candidates when several fit, and what exists when none
// does), the owner's "now" in their time zone, and every row of a paged list.

import type { CliContext } from "../../context";
import type { PublicUser } from "../../types";
import { either } from "../lookup";
import { normalise, type NameMatch } from "../match";
import { say } from "../proposals/propose";
import type { ChatReply } from "../types";

export { readAll } from "../lookup";

export type Picked<T> = { item: T; preface?: string } | { reply: ChatReply };

/**
 * One record out of a match, or the reply to give instead. `what` names the kind ("workflow"),
 * `label` a record as the owner knows it, `known` the records to name when nothing fits.
 */
export function pick<T>(
  found: NameMatch<T>,
  typed: string,
  what: string,
  label: (t: T) => string,
  known: T[],
): Picked<T> {
  if (found.kind === "exact") return { item: found.item };
  if (found.kind === "fuzzy")
    return { item: found.item, preface: `Did you mean ${label(found.item)}? No ${what} is called "${typed}".` };
  if (found.kind === "several") return { reply: say(`Which ${what} do you mean: ${either(found.items.map(label))}?`) };
  const names = known.slice(0, 8).map(label);
  return {
    reply: say(
      `No ${what} matches "${typed}".` +
        (names.length ? ` You have: ${names.join("; ")}${known.length > names.length ? "; …" : ""}.` : ""),
    ),
  };
}

/** The owner's date ('YYYY-MM-DD') and time ('HH:MM') now, in their time zone. */
export async function ownerNow(ctx: CliContext): Promise<{ today: string; time: string; timeZone: string }> {
  const user = await (await ctx.api()).request<PublicUser>("GET", "/api/auth/user");
  const timeZone = user.timeZone || "UTC";
  const { localDateTime } = await import("@core/time");
  const [today, time] = localDateTime(timeZone, ctx.now());
  return { today, time, timeZone };
}

/** "Fri Dec 4" for '2026-12-04' (with the year when it is not `today`'s). */
export function dayName(date: string, today?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
    ...(today && date.slice(0, 4) !== today.slice(0, 4) ? { year: "numeric" } : {}),
  });
}

/** "9:00 AM" for '09:00'. */
export function clock(time: string): string {
  const [h, m] = time.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export const joinPrefaces = (...parts: (string | undefined)[]) => parts.filter(Boolean).join("\n") || undefined;

/**
 * Several titles fit a phrase fuzzily ("ssl" is inside "Kessler"): the one holding most of the phrase's
 * words whole wins, when only one does.
 */
export function preferWhole<T>(found: NameMatch<T>, typed: string, title: (t: T) => string): NameMatch<T> {
  if (found.kind !== "several") return found;
  const words = normalise(typed)
    .split(" ")
    .filter((w) => w.length >= 2);
  const hits = found.items.map((t) => {
    const own = new Set(normalise(title(t)).split(" "));
    return words.filter((w) => own.has(w)).length;
  });
  const best = Math.max(...hits);
  const top = found.items.filter((_, i) => hits[i] === best);
  return best > 0 && top.length === 1 ? { kind: "exact", item: top[0] } : found;
}

/**
 * The last try when nothing fits: every word of the phrase (4 letters or more) starts like a word of the
 * title ("oakridge migration" → "Migrate Oakridge to new host": "migra…"). Said as "did you mean".
 */
export function sameStems<T>(items: T[], typed: string, title: (t: T) => string): NameMatch<T> {
  const stem = (w: string) => w.slice(0, 5);
  const words = normalise(typed)
    .split(" ")
    .filter((w) => w.length >= 4);
  if (words.length === 0) return { kind: "none" };
  const fits = items.filter((t) => {
    const own = normalise(title(t)).split(" ").map(stem);
    return words.every((w) => own.includes(stem(w)));
  });
  if (fits.length === 1) return { kind: "fuzzy", item: fits[0] };
  return fits.length > 1 ? { kind: "several", items: fits } : { kind: "none" };
}
