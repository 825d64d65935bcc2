import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Forms that validate with `trigger()` (wizard steps, the checkout fields) never count as submitted,
 * so react-hook-form would keep a shown error until the field loses focus. Losing focus is often the
 * mousedown on the next button: the error line vanishes, the button jumps and the click is lost.
 * Re-checking a field that shows an error on every change clears the message as soon as it is fixed.
 */
export function useRevalidateOnChange<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const field = name as Path<T>;
      if (form.getFieldState(field).invalid) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
