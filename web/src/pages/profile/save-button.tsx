import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";

/** The submit button of a settings form: 'Saving...' (or another busy text) while the call runs. */
export function SaveButton({
  pending,
  children,
  busyText = "Saving...",
}: {
  pending: boolean;
  children: string;
  busyText?: string;
}) {
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      {pending ? (
        <>
          <Spinner />
          {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
