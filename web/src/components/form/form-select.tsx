import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The trigger's id: a <Label htmlFor> (the kit's Field) names it. */
  id: string;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  /** Set by the kit's Field (it clones its child), forwarded to the trigger. */
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A react-hook-form field rendered as the kit's Select; the trigger carries the id and aria state. */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  id,
  options,
  placeholder,
  disabled,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: FormSelectProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          value={(field.value as string | null | undefined) ?? ""}
          onValueChange={field.onChange}
          disabled={disabled}
        >
          <SelectTrigger
            id={id}
            ref={field.ref}
            onBlur={field.onBlur}
            aria-invalid={ariaInvalid}
            aria-describedby={ariaDescribedBy}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/** Plain strings as options. */
export const toOptions = (values: readonly string[]): SelectOption[] => values.map((v) => ({ value: v, label: v }));
