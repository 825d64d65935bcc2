/**
 * "Good morning, Olive" (spec 000 §2.4), by the hour in the owner's time zone: morning until noon,
 * afternoon until six, evening after; the spec's fallback name when there is none. One rule for the
 * dashboard and the terminal.
 */
export function greetingFor(firstName: string | null | undefined, timeZone: string, now: Date): string {
  let hour: number;
  try {
    hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(now));
  } catch {
    hour = now.getUTCHours();
  }
  const part = hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";
  return `${part}, ${firstName?.trim() || "Entrepreneur"}`;
}
