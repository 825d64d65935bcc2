// The 'Client' field of a form made with react-hook-form: the server-searched picker bound to the
// form's `clientId`, its message under it. The picked option (its label) is kept here, the id in the form.
import { useState } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { ClientPicker } from "@web/components/client-picker";
import type { ComboboxOption } from "@web/components/ui/combobox";
import { Field } from "@web/components/ui/form";

interface Props<T extends FieldValues & { clientId: string }> {
  /** The picker's id (the label points at it). */
  id: string;
  control: Control<T>;
  error?: string;
}

export function ClientField<T extends FieldValues & { clientId: string }>({ id, control, error }: Props<T>) {
  const [client, setClient] = useState<ComboboxOption | null>(null);
  return (
    <Field label="Client" htmlFor={id} error={error}>
      <Controller
        control={control}
        name={"clientId" as Path<T>}
        render={({ field }) => (
          <ClientPicker
            id={id}
            ref={field.ref}
            value={client}
            onChange={(option) => {
              setClient(option);
              field.onChange(option.value);
            }}
          />
        )}
      />
    </Field>
  );
}
