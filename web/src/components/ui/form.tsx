// A small form field for react-hook-form (or any form): label, control, hint and the error under it.
import * as React from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { readApiError } from "@web/lib/queryClient";
import { cn } from "@web/lib/utils";
import { Label } from "./label";

export interface FieldProps {
  label: React.ReactNode;
  /** The control's id; ties the label, the hint and the error to it. */
  htmlFor: string;
  error?: string;
  description?: React.ReactNode;
  /** Shows a quiet "(optional)" after the label. */
  optional?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * `<Field label="Email" htmlFor="email" error={errors.email?.message}><Input id="email" {...register("email")} /></Field>`.
 * When the child is a single element, it gets `aria-invalid` and `aria-describedby` so screen readers
 * read the error with the field (unless the child already sets them).
 */
export function Field({ label, htmlFor, error, description, optional, className, children }: FieldProps) {
  const descriptionId = description ? `${htmlFor}-description` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  let control = children;
  if (React.isValidElement<Record<string, unknown>>(children)) {
    const own = children.props;
    control = React.cloneElement(children, {
      "aria-invalid": own["aria-invalid"] ?? (error ? true : undefined),
      "aria-describedby": own["aria-describedby"] ?? describedBy,
    });
  }

  return (
    <div data-slot="field" className={cn("grid gap-2", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {control}
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The error line under a field: red, announced when it appears. Renders nothing without a message. */
export function FieldError({ className, children, ...props }: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p role="alert" className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {children}
    </p>
  );
}

/**
 * Puts the server's `fields` messages (400/409 envelope) under the matching form fields.
 * Returns the API error so the caller can show `message` when no field matched.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  knownFields: readonly Path<T>[],
): { message: string; matchedField: boolean; status?: number } {
  const api = readApiError(error);
  let matchedField = false;
  for (const [field, message] of Object.entries(api.fields ?? {})) {
    if ((knownFields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message }, { shouldFocus: !matchedField });
      matchedField = true;
    }
  }
  return { message: api.message, matchedField, status: api.status };
}
