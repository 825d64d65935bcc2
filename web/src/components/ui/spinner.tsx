import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@web/lib/utils";

/**
 * A spinning indicator. With a `label` it is announced as a status ("Loading..."); without one it is
 * decorative (use it inside a button whose text already says what is happening).
 */
export function Spinner({ className, label, ...props }: React.ComponentProps<"svg"> & { label?: string }) {
  return (
    <LoaderCircle
      data-slot="spinner"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}
