// A dialog opened by a plain button (not its Radix Trigger: most of ours are, opened from state) gives
// the focus back to that button when it closes, as WAI-ARIA's dialog pattern asks; Radix alone sends
// it to the page body then, and a keyboard user starts again from the top.
import { useRef } from "react";

interface FocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The content's focus handlers, wrapping the caller's: the opener is noted as the dialog opens. */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: FocusHandlers): Required<FocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this as the content mounts, before it moves the focus inside: the opener still has it.
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
