// A file picker for designs (PNG, JPG or PDF up to 10 MB) with a preview of the chosen image.
import { useEffect, useMemo } from "react";
import { FileImage } from "lucide-react";

export const DESIGN_ACCEPT = "image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf";
export const MAX_DESIGN_BYTES = 10 * 1024 * 1024;

export function DesignFileInput({
  id,
  file,
  onFile,
  error,
}: {
  id: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
}) {
  const preview = useMemo(() => (file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="grid gap-2">
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border border-dashed p-5 text-center text-sm hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
      >
        {preview ? (
          <img src={preview} alt="" className="max-h-40 rounded-md object-contain" />
        ) : (
          <FileImage className="size-8 text-muted-foreground" aria-hidden />
        )}
        <span className="font-medium">{file ? file.name : "Choose a file"}</span>
        <span className="text-xs text-muted-foreground">Images, PNG or JPG up to 10MB (designs also allow PDF)</span>
        <input
          id={id}
          type="file"
          accept={DESIGN_ACCEPT}
          className="sr-only"
          aria-label="Design file"
          aria-invalid={error ? true : undefined}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
