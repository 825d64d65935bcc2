// A labelled list to choose one value from, bound to a react-hook-form field, its message under it.
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "@web/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

interface Props<T extends FieldValues> {
  /** The trigger's id (the label points at it). */
  id: string;
  label: string;
  control: Control<T>;
  name: Path<T>;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

export function SelectField<T extends FieldValues>({
  id,
  label,
  control,
  name,
  error,
  options,
  placeholder,
}: Props<T>) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Select value={field.value || undefined} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              // No onBlur: opening the list moves focus into it, which must not flag the field as
              // missing while it is being filled. The field is checked on submit.
              ref={field.ref}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? `${id}-error` : undefined}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </Field>
  );
}
