import { todayIn } from "@core/time";
import { useAuth } from "@web/hooks/useAuth";

/** Today ('YYYY-MM-DD') in the owner's time zone, the server's "today" too. */
export function useOwnerToday(): string {
  const { user } = useAuth();
  return todayFor(user?.timeZone);
}

export function todayFor(timeZone: string | undefined, now = new Date()): string {
  try {
    return todayIn(timeZone || "UTC", now);
  } catch {
    return todayIn("UTC", now);
  }
}
