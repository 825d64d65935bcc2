// What the revenue figures leave out (payments on invoices with no rate to the home currency yet),
// in the server's words, with the way to count them: a rate on each invoice ("Add a rate" on its page).
import { TriangleAlert } from "lucide-react";
import { Link } from "wouter";

export function RevenueNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p
      role="note"
      data-testid="revenue-note"
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <span>
        {note}{" "}
        <Link href="/invoices" className="font-medium underline underline-offset-2">
          Go to Invoices
        </Link>
      </span>
    </p>
  );
}
