// When the server asks for a second look (409 CONFIRMATION_REQUIRED, e.g. a reminder inside the quiet
// period), its sentence is shown with a button that sends again, confirmed.
import { Info } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { readApiError } from "@web/lib/queryClient";

/** The server's question when an error asks for confirmation, else null. */
export function secondLookQuestion(error: unknown): string | null {
  const e = error ? readApiError(error) : null;
  return e?.code === "CONFIRMATION_REQUIRED" ? e.message : null;
}

export function SecondLook({
  question,
  confirmLabel,
  busy,
  onConfirm,
  cancelLabel,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** A second button that backs out (e.g. "Keep USD"); none by default. */
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <div role="alert" className="grid gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="flex gap-2">
        <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        {cancelLabel && onCancel ? (
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
