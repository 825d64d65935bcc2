import { useState } from "react";

/**
 * True from the first time `open` is true, for good. A dialog whose code loads on demand (React.lazy)
 * mounts then and stays mounted, so its closing animation still plays and reopening is instant; a
 * page's first paint does not wait for forms nobody opened (decision 275).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
