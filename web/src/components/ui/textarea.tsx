import * as React from "react";
import { cn } from "@web/lib/utils";
import { inputClasses } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea data-slot="textarea" className={cn(inputClasses, "min-h-20 h-auto resize-y", className)} {...props} />
  );
}
