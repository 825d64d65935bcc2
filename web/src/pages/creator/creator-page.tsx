// The Creator (/content, spec 001 §2): content from questions or a voice note, the design studio,
// scheduling and the content calendar, in that order; then drafts, approval links and the Pro section.
import { useState } from "react";
import { PenLine } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { PostDialog } from "./calendar-post-dialog";
import { ContentCalendarSection } from "./calendar-section";
import { DesignCanvaOutcome } from "./design-canva-outcome";
import { DesignStudio } from "./design-studio";
import { ApprovalLinksSection } from "./schedule-approvals";
import type { PostView } from "./schedule-data";
import { DraftsSection } from "./schedule-drafts";
import { ProUpgradeSection } from "./schedule-pro-upgrade";
import { ScheduleContentSection } from "./schedule-section";
import { WizardSection } from "./wizard-section";

export default function ContentPage() {
  const [draft, setDraft] = useState<PostView | null>(null);
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
        <DraftsSection onOpen={setDraft} />
        <ApprovalLinksSection />
        <ProUpgradeSection />
      </div>
      <PostDialog post={draft} onClose={() => setDraft(null)} onChanged={setDraft} />
    </AppLayout>
  );
}
