import * as React from "react";
import { cn } from "@web/lib/utils";

/** A placeholder block; hidden from assistive tech (the surrounding region announces loading). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted-foreground/12", className)}
      {...props}
    />
  );
}
