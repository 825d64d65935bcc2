// Our field ← their column: one select per field, "None" to leave a field out.
import { useId } from "react";
import type { ImportPreview } from "./types";

export function MappingTable({
  preview,
  disabled,
  onChange,
}: {
  preview: ImportPreview;
  disabled: boolean;
  onChange: (field: string, column: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">Column mapping: which column of the file fills each field</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Our field
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              ← Their column
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.mapping.map((m) => (
            <tr key={m.field} className="border-t">
              <td className="px-3 py-1.5">
                <label htmlFor={`${id}-${m.field}`}>
                  {m.label}
                  {m.required && (
                    <span className="text-destructive" aria-label="required">
                      {" "}
                      *
                    </span>
                  )}
                </label>
              </td>
              <td className="px-3 py-1.5">
                <select
                  id={`${id}-${m.field}`}
                  data-field={m.field}
                  className="h-9 w-full min-w-36 rounded-md border border-input bg-card px-2 text-sm"
                  value={m.column ?? ""}
                  disabled={disabled}
                  aria-invalid={m.required && !m.column}
                  onChange={(e) => onChange(m.field, e.target.value || null)}
                >
                  <option value="">None</option>
                  {preview.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
