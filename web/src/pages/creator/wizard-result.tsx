// The wizard's result view: the 5 captions (each with its platform's count and a copy button), the
// carousel, which engine wrote them, 'Schedule Content' and 'Create New Content'.
import { useState } from "react";
import { CalendarClock, Copy, LayoutTemplate, RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { PLATFORM_LABELS } from "@core/catalog";
import type { ContentView } from "@core/creator/content/schemas";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/hooks/use-toast";
import { WizardCarousel } from "./wizard-carousel";
import { engineLabel } from "./wizard-data";
import { WizardScheduleDialog, type ScheduleChoice } from "./wizard-schedule-dialog";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!" });
  } catch {
    toast({ variant: "destructive", title: "Could not copy", description: "Select the text and copy it by hand." });
  }
}

export function WizardResult({ content, onReset }: { content: ContentView; onReset: () => void }) {
  const [scheduling, setScheduling] = useState<ScheduleChoice | null>(null);
  const engine = content.generatedContent?.engine;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold">{content.title}</h3>
          {engine && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant={engine.source === "model" ? "info" : "secondary"} data-testid="engine-badge">
                {engineLabel(engine)}
              </Badge>
              {engine.fallbackReason && (
                <span>The AI model's answer was not used ({engine.fallbackReason.slice(0, 120)}).</span>
              )}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setScheduling({ platform: "twitter" })}>
            <CalendarClock aria-hidden />
            Schedule Content
          </Button>
          <Button variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden />
            Create New Content
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="captions-title" className="grid content-start gap-3">
          <h4 id="captions-title" className="font-medium">
            Captions
          </h4>
          <ol className="grid gap-3" aria-label="Captions">
            {content.captions.map((caption) => (
              <li key={caption.assetId} className="grid gap-3 rounded-lg border bg-card p-4" data-testid="caption">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge variant="outline">{PLATFORM_LABELS[caption.platform]}</Badge>
                  <span
                    className={
                      caption.length > caption.limit ? "text-sm text-destructive" : "text-sm text-muted-foreground"
                    }
                    aria-label={`${caption.length} of ${caption.limit} characters`}
                  >
                    {caption.length.toLocaleString("en-US")}/{caption.limit.toLocaleString("en-US")}
                  </span>
                </div>
                <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{caption.text}</p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => void copy(caption.text)}>
                    <Copy aria-hidden />
                    Copy
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setScheduling({ platform: caption.platform, assetId: caption.assetId })}
                  >
                    <CalendarClock aria-hidden />
                    Schedule
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </section>
        {content.carousel && (
          <section aria-labelledby="carousel-title" className="grid content-start gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 id="carousel-title" className="font-medium">
                Carousel · {content.carousel.slides.length} slides
              </h4>
              <Button asChild size="sm" variant="outline">
                <Link href={`/editor?template=instagram_carousel&source=${content.id}`}>
                  <LayoutTemplate aria-hidden />
                  Design the slides
                </Link>
              </Button>
            </div>
            <WizardCarousel carousel={content.carousel} />
          </section>
        )}
      </div>
      <WizardScheduleDialog content={content} choice={scheduling} onClose={() => setScheduling(null)} />
    </div>
  );
}
