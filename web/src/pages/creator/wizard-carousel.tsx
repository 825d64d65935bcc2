// The generated carousel, one slide at a time (arrow keys too), with where it goes next.
import { useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Carousel } from "@core/creator/content/schemas";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";

export function WizardCarousel({ carousel }: { carousel: Carousel }) {
  const [index, setIndex] = useState(0);
  const slides = carousel.slides;
  const slide = slides[Math.min(index, slides.length - 1)];
  const go = (to: number) => setIndex(Math.max(0, Math.min(slides.length - 1, to)));
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Carousel: ${carousel.title}`}
      className="grid gap-3"
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(index + 1);
        if (e.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`Slide ${index + 1} of ${slides.length}`}
        className="flex aspect-[4/5] max-h-[420px] w-full flex-col justify-between overflow-hidden rounded-xl bg-linear-to-br from-primary to-brand-violet p-6 text-white shadow-sm sm:p-8"
      >
        <span className="text-sm font-medium opacity-80">
          {index + 1} / {slides.length}
        </span>
        <div className="grid gap-3">
          <h4 className="text-xl font-semibold text-balance sm:text-2xl" data-testid="slide-title">
            {slide.title}
          </h4>
          <p className="text-base leading-relaxed text-pretty opacity-95 sm:text-lg" data-testid="slide-content">
            {slide.content}
          </p>
        </div>
        <span className="text-xs opacity-70">{carousel.title}</span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Previous slide"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="flex flex-wrap justify-center gap-1.5">
          {slides.map((s, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}: ${s.title}`}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
              className={cn("size-2.5 rounded-full bg-primary/25 transition-colors", i === index && "bg-primary")}
            />
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Next slide"
          disabled={index === slides.length - 1}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </section>
  );
}
