import { useEffect, useState } from "react";

/**
 * The current time, renewed every `intervalMs` (a minute by default), so relative times ("5 min ago")
 * stay true while a page is left open. Only re-renders; nothing is fetched.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
