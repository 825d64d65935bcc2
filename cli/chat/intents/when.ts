// When a post goes out, from the owner's words: "tomorrow 9am", "friday at 14:30", "2026-11-25 10:00",
// "in 2 days at noon", "9am" (today). The day goes through the same reading as every date phrase.
import { resolveDate } from "./dates";

const TIME = /(?:^|\s)(?:at\s+)?(?:(noon|midday|midnight)|(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)$/i;

/** 'HH:MM' from "9am", "9:30 pm", "14:30", "noon"; undefined when it is not a time. */
export function readTime(words: string): string | undefined {
  const m = TIME.exec(` ${words.trim()}`);
  if (!m) return undefined;
  if (m[1]) return m[1].toLowerCase() === "midnight" ? "00:00" : "12:00";
  let hour = Number(m[2]);
  const minute = Number(m[3] ?? 0);
  const half = m[4]?.toLowerCase().replaceAll(".", "");
  // A bare number with no minutes and no am/pm is not a time ("in 2 days").
  if (!half && m[3] === undefined) return undefined;
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** { date, time } of a phrase, or undefined; the time is 09:00 when only a day is said. */
export function resolveDateTime(phrase: string, now: Date = new Date()): { date: string; time: string } | undefined {
  const text = phrase.trim().replace(/[.!?]+$/, "");
  const m = TIME.exec(` ${text}`);
  const time = m ? readTime(m[0]) : undefined;
  const dayPart = time
    ? text
        .slice(0, text.length - m![0].trimStart().length)
        .trim()
        .replace(/\s+at$/i, "")
    : text;
  if (!dayPart) {
    if (!time) return undefined;
    const pad = (n: number) => String(n).padStart(2, "0");
    return { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, time };
  }
  const date = resolveDate(dayPart, now);
  return date ? { date, time: time ?? "09:00" } : undefined;
}
