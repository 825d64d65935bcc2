// A public document link that answered nothing to show: unknown or removed (404, said with what to
// do), or not reached (anything else: check the connection, and Try again where the page offers it).
import { FileQuestion } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { readApiError } from "@web/lib/queryClient";

interface Props {
  /** The failed query's error. */
  error: unknown;
  /** What the link opens, in lower case: "invoice", "quote", "page". */
  thing: string;
  /** Said when the link is unknown or removed. */
  notFoundText: string;
  /** Offered as "Try again" when the page was not reached. */
  onRetry?: () => void;
  /** The icon on a round tint (the pay page) rather than bare. */
  circledIcon?: boolean;
}

export function PublicDocumentUnavailable({ error, thing, notFoundText, onRetry, circledIcon = false }: Props) {
  const notFound = readApiError(error).status === 404;
  const title = notFound ? `${thing[0].toUpperCase()}${thing.slice(1)} not found` : `We couldn't load this ${thing}`;
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardContent className="flex flex-col items-center gap-3 p-8">
        {circledIcon ? (
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <FileQuestion className="size-6" aria-hidden />
          </span>
        ) : (
          <FileQuestion className="size-8 text-muted-foreground" aria-hidden />
        )}
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{notFound ? notFoundText : "Check your connection and try again."}</p>
        {!notFound && onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
