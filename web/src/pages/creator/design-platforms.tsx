// The platforms a design goes to, as the design studio names them (capitalised).
import { useId } from "react";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { STUDIO_PLATFORMS, type StudioPlatform } from "./design-data";

export function DesignPlatforms({
  value,
  onChange,
  error,
}: {
  value: StudioPlatform[];
  onChange: (value: StudioPlatform[]) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Platforms</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STUDIO_PLATFORMS.map((platform) => (
          <div key={platform} className="flex items-center gap-2 rounded-md border p-2">
            <Checkbox
              id={`${id}-${platform}`}
              checked={value.includes(platform)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...value, platform] : value.filter((p) => p !== platform))
              }
            />
            <Label htmlFor={`${id}-${platform}`} className="font-normal">
              {platform}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The caption's length against 280 (informative: nothing is cut or refused). */
export function CaptionCounter({ caption, id }: { caption: string; id?: string }) {
  const count = [...caption].length;
  return (
    <span id={id} className={count > 280 ? "text-xs text-warning" : "text-xs text-muted-foreground"} aria-live="polite">
      {count}/280
    </span>
  );
}
