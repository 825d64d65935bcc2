import { useState } from "react";

/**
 * The last non-null value: a dialog driven by "the item being edited" keeps showing that item while
 * its closing animation runs, after the item has been cleared.
 */
export function useSticky<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
