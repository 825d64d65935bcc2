// The fields every scheduling form shares: platforms (lowercase ids, spec 001 §2), date (never before
// the owner's today), time (09:00 by default), images (PNG or JPG up to 10 MB each).
import { useEffect, useId, useState } from "react";
import { ImagePlus, X } from "lucide-react";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { PLATFORMS, type Platform } from "./schedule-data";

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function PlatformPicker({ value, onChange, error }: { value: Platform[]; onChange: (next: Platform[]) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Platforms</legend>
      <div className="flex flex-wrap gap-2">
        {PLATFORMS.map((p) => {
          const checked = value.includes(p);
          return (
            <label key={p} className="flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-primary/5">
              <Checkbox
                checked={checked}
                aria-label={p}
                onCheckedChange={(next) => onChange(next ? [...value, p].filter((x, i, a) => a.indexOf(x) === i) : value.filter((x) => x !== p))}
              />
              {p}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

export function DateTimeFields({
  date,
  time,
  minDate,
  onDate,
  onTime,
  errors,
  idPrefix,
}: {
  date: string;
  time: string;
  minDate: string;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
  errors: { date?: string; time?: string };
  idPrefix: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-date`}>Date</Label>
        <Input id={`${idPrefix}-date`} type="date" min={minDate} value={date} onChange={(e) => onDate(e.target.value)} aria-invalid={errors.date ? true : undefined} />
        <FieldError>{errors.date}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-time`}>Time</Label>
        <Input id={`${idPrefix}-time`} type="time" value={time} onChange={(e) => onTime(e.target.value)} aria-invalid={errors.time ? true : undefined} />
        <FieldError>{errors.time}</FieldError>
      </div>
    </div>
  );
}

/** Previews of the chosen images as data: URLs (the Content-Security-Policy allows data: images). */
export function useImageUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all(
      files.map(
        (file) =>
          new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
            reader.onerror = () => resolve("");
            reader.readAsDataURL(file);
          }),
      ),
    ).then((next) => {
      if (live) setUrls(next);
    });
    return () => {
      live = false;
    };
  }, [files]);
  return urls;
}

export function ImagePicker({ files, onChange, error }: { files: File[]; onChange: (files: File[]) => void; error?: string }) {
  const id = useId();
  const urls = useImageUrls(files);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Images</Label>
      <div className="flex flex-wrap items-center gap-2">
        {files.map((file, i) => (
          <div key={`${file.name}-${i}`} className="relative">
            {urls[i] ? (
              <img src={urls[i]} alt={file.name} className="size-16 rounded-md border object-cover" />
            ) : (
              <span className="block size-16 rounded-md border bg-muted" aria-label={file.name} />
            )}
            <button
              type="button"
              className="absolute -top-2 -right-2 rounded-full border bg-card p-0.5 shadow-sm hover:bg-accent"
              aria-label={`Remove ${file.name}`}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </div>
        ))}
        {files.length < 10 && (
          <label htmlFor={id} className="flex size-16 cursor-pointer flex-col items-center justify-center rounded-md border border-dashed text-xs text-muted-foreground hover:bg-accent">
            <ImagePlus className="size-4" aria-hidden />
            Add
          </label>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="sr-only"
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = "";
            onChange([...files, ...picked].slice(0, 10));
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">PNG or JPG up to 10MB each; several images make a carousel (up to 10).</p>
      <FieldError>{error}</FieldError>
    </div>
  );
}

/** A quick check before sending; the server checks again by the file's content. */
export function imageProblem(files: File[]): string | undefined {
  const big = files.find((f) => f.size > MAX_IMAGE_BYTES);
  if (big) return `${big.name} is larger than 10 MB`;
  const wrong = files.find((f) => !["image/png", "image/jpeg"].includes(f.type));
  if (wrong) return `${wrong.name}: only PNG or JPG images can be posted`;
  return undefined;
}

export interface PlatformImage {
  url: string;
  /** What the server did to fit the platform (e.g. bands added for Instagram's feed), or null. */
  note: string | null;
}

/**
 * The chosen images as Instagram will get them, made by the server (POST /api/posts/media/preview, the
 * same function that publishes): a JPEG padded into 4:5–1.91:1, and in a carousel every later image
 * padded to the first one's shape (Instagram shows them all in it). Empty until asked (Instagram chosen).
 */
export function useInstagramImages(files: File[], wanted: boolean): PlatformImage[] {
  const [images, setImages] = useState<PlatformImage[]>([]);
  useEffect(() => {
    if (!wanted || files.length === 0) {
      setImages([]);
      return;
    }
    let live = true;
    const made: string[] = [];
    const preview = async (file: File, fitTo?: string | null): Promise<PlatformImage & { size: string | null }> => {
      const form = new FormData();
      form.set("platform", "instagram");
      form.set("image", file);
      if (fitTo) form.set("fitTo", fitTo);
      try {
        const res = await fetch("/api/posts/media/preview", { method: "POST", body: form, credentials: "include" });
        if (!res.ok) return { url: "", note: null, size: null };
        const url = URL.createObjectURL(await res.blob());
        made.push(url);
        return { url, note: res.headers.get("x-image-note"), size: res.headers.get("x-image-size") };
      } catch {
        return { url: "", note: null, size: null };
      }
    };
    // Instagram shows a carousel's items in the first one's shape: the others are previewed fitted to it.
    void (async () => {
      const [first, ...rest] = files;
      const head = await preview(first);
      const others = await Promise.all(rest.map((file) => preview(file, head.size)));
      return [head, ...others].map(({ url, note }) => ({ url, note }));
    })().then((next) => {
      if (live) setImages(next);
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [files, wanted]);
  return images;
}
