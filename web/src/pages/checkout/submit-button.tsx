import { Lock } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";

export function PaySubmitButton({ busy, disabled, label }: { busy: boolean; disabled?: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? (
        <>
          <Spinner />
          Processing...
        </>
      ) : (
        <>
          <Lock aria-hidden="true" />
          {label}
        </>
      )}
    </Button>
  );
}
