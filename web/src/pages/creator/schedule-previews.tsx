// Live per-platform counts and previews while a post is written (issue 11 §4): each platform counts
// its own way (X weighs emoji, CJK and links; the others count characters) and says what it refuses.
import { useMemo } from "react";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { checkPost, type PlatformCheck } from "@core/social/limits";
import { cn } from "@web/lib/utils";
import { PLATFORM_NAMES, type Platform } from "./schedule-data";

/** `images`: their sizes in bytes where known (X refuses one over 5 MB), else how many. */
export function usePlatformChecks(
  platforms: Platform[],
  text: string,
  images: number | readonly number[],
): PlatformCheck[] {
  const key = typeof images === "number" ? String(images) : images.join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the images' sizes
  return useMemo(() => checkPost(platforms, text, images), [platforms, text, key]);
}

const TRUNCATE: Partial<Record<Platform, number>> = { linkedin: 210, facebook: 480, instagram: 125 };

export function PlatformPreviews({
  checks,
  text,
  images,
  brand,
  platformImages = {},
}: {
  checks: PlatformCheck[];
  text: string;
  images: string[];
  brand: string;
  /** Images as a platform gets them, made by the server (Instagram: fitted JPEGs), with what was done. */
  platformImages?: Partial<Record<Platform, { url: string; note: string | null }[]>>;
}) {
  if (checks.length === 0) {
    return (
      <p className="self-start rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        Choose a platform to see how the post will look there.
      </p>
    );
  }
  return (
    <ul className="grid content-start gap-3 self-start" aria-label="Previews">
      {checks.map((check) => {
        const over = check.problems.length > 0;
        const cut = TRUNCATE[check.platform];
        const shown = cut && text.length > cut ? `${text.slice(0, cut).trimEnd()}… see more` : text;
        const prepared = platformImages[check.platform];
        const srcs = prepared?.length === images.length ? prepared.map((p, i) => p.url || images[i]) : images;
        const notes = [...new Set((prepared ?? []).map((p) => p.note).filter((n): n is string => !!n))];
        return (
          <li
            key={check.platform}
            data-testid={`preview-${check.platform}`}
            className={cn("grid gap-2 rounded-lg border p-3", over && "border-destructive/50 bg-destructive/5")}
          >
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{PLATFORM_NAMES[check.platform]}</span>
              <span
                className={cn(
                  "tabular-nums text-xs",
                  over ? "font-semibold text-destructive" : "text-muted-foreground",
                )}
                aria-label={`${check.length} of ${check.maxLength}`}
              >
                {check.length.toLocaleString("en-US")}/{check.maxLength.toLocaleString("en-US")}
              </span>
            </div>
            <div className="rounded-md bg-muted/40 p-2 text-sm">
              <p className="text-xs font-semibold text-muted-foreground">{brand}</p>
              <p className="mt-1 whitespace-pre-wrap break-words">
                {shown || <span className="text-muted-foreground">Your post appears here</span>}
              </p>
              {images.length > 0 && (
                <div className={cn("mt-2 grid gap-1", images.length > 1 ? "grid-cols-3" : "grid-cols-1")}>
                  {srcs.slice(0, check.platform === "twitter" ? 4 : 6).map((src, i) => (
                    <img
                      key={i}
                      src={src}
                      alt=""
                      data-testid={prepared ? `preview-${check.platform}-image` : undefined}
                      className={cn(
                        "w-full rounded",
                        prepared ? "object-contain" : "object-cover",
                        images.length > 1 ? "aspect-square" : "max-h-48",
                      )}
                    />
                  ))}
                </div>
              )}
              {notes.map((n) => (
                <p key={n} className="mt-1 text-xs text-muted-foreground" data-testid={`preview-${check.platform}-fit`}>
                  {n}
                </p>
              ))}
            </div>
            {over ? (
              <ul className="grid gap-1 text-xs text-destructive" role="alert">
                {check.problems.map((p) => (
                  <li key={p} className="flex gap-1">
                    <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden />
                    {p}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="flex items-center gap-1 text-xs text-success">
                <CheckCircle2 className="size-3" aria-hidden />
                Fits {PLATFORM_NAMES[check.platform]}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
