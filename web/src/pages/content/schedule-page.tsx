// /content in this branch: The Creator's scheduling side (spec 001 §2 Creator page, in the spec's
// order: schedule content, then the content calendar; then drafts, approval links and the Pro
// section). The creation side (the wizard and the design studio) lives in web/src/pages/content.tsx,
// which renders these same sections; until both are merged this page hosts them.
import { useState } from "react";
import { PenLine } from "lucide-react";
import { AppLayout } from "@web/components/layout/app-layout";
import { ContentCalendarSection } from "./calendar-section";
import { PostDialog } from "./calendar-post-dialog";
import { ApprovalLinksSection } from "./schedule-approvals";
import type { PostView } from "./schedule-data";
import { DraftsSection } from "./schedule-drafts";
import { ProUpgradeSection } from "./schedule-pro-upgrade";
import { ScheduleContentSection } from "./schedule-section";

export default function CreatorSchedulePage() {
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
            <p className="mt-1 text-muted-foreground">Schedules your posts to X, LinkedIn, Facebook and Instagram, and keeps your content calendar.</p>
          </div>
        </div>
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
