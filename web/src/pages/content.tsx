// The Creator (/content, spec 001 §2): content from questions or a voice note, the design studio,
// scheduling and the content calendar, in that order.
import { PenLine } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { ContentCalendarSection } from "./content/calendar-section";
import { DesignCanvaOutcome } from "./content/design-canva-outcome";
import { DesignStudio } from "./content/design-studio";
import { ScheduleContentSection } from "./content/schedule-section";
import { WizardSection } from "./content/wizard-section";

export default function ContentPage() {
  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6 lg:gap-8">
        <div className="flex items-start gap-3">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary to-brand-violet text-white shadow-sm sm:flex">
            <PenLine className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">The Creator</h1>
            <p className="mt-1 text-muted-foreground">
              Turns your answers or a voice note into captions and carousels, designs the images, and schedules them to
              your social platforms.
            </p>
          </div>
        </div>
        <DesignCanvaOutcome />
        <WizardSection />
        <DesignStudio />
        <ScheduleContentSection />
        <ContentCalendarSection />
      </div>
    </AppLayout>
  );
}
