// Schedule an existing design (spec 001 §5): design, caption, at least one platform, date and time.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { CalendarClock } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { TrackedLinkSwitch } from "./tracked-link-switch";
import { useRefreshDesigns, type DesignView, type StudioPlatform } from "./design-data";
import { CaptionCounter, DesignPlatforms } from "./design-platforms";
import { DesignInstagramFit } from "./design-instagram-fit";

const MESSAGE = "Please select a design, add caption, choose platforms, and set schedule time";

export function DesignScheduleDialog({ design, onClose }: { design: DesignView | null; onClose: () => void }) {
  return (
    <Dialog open={!!design} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{design && <ScheduleForm design={design} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ design, onDone }: { design: DesignView; onDone: () => void }) {
  const id = useId();
  const today = useOwnerToday();
  const refresh = useRefreshDesigns();
  const [caption, setCaption] = useState(design.caption ?? "");
  const [platforms, setPlatforms] = useState<StudioPlatform[]>(["Instagram"]);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("09:00");
  const [trackedLink, setTrackedLink] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const schedule = useSingleFlightMutation({
    mutationFn: () =>
      apiRequest("POST", "/api/content/schedule-design", {
        body: { designId: design.id, caption, platforms, scheduledDate: date, scheduledTime: time, trackedLink },
      }),
    onSuccess: () => {
      toast({ title: "Post Scheduled", description: `${design.title} on ${date} at ${time}` });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(api.fields ?? {});
      setProblem(api.message);
      toast({ variant: "destructive", title: "Error", description: "Failed to schedule content. Please try again." });
    },
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!caption.trim() || !platforms.length || !date || !time) {
          setProblem(MESSAGE);
          return;
        }
        schedule.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Schedule design</DialogTitle>
        <DialogDescription>{design.title} · times are in your time zone.</DialogDescription>
      </DialogHeader>
      <Field
        label="Caption"
        htmlFor={`${id}-caption`}
        error={errors.caption}
        description={<CaptionCounter caption={caption} />}
      >
        <Textarea id={`${id}-caption`} rows={4} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </Field>
      <DesignPlatforms value={platforms} onChange={setPlatforms} error={errors.platforms} />
      <DesignInstagramFit design={design} wanted={platforms.includes("Instagram")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" htmlFor={`${id}-date`} error={errors.scheduledDate ?? errors.scheduledFor}>
          <Input id={`${id}-date`} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Time" htmlFor={`${id}-time`} error={errors.scheduledTime}>
          <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <TrackedLinkSwitch id={`${id}-tracked-link`} checked={trackedLink} onChange={setTrackedLink} />
      <DialogFooter>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? <Spinner /> : <CalendarClock aria-hidden />}
          Schedule
        </Button>
      </DialogFooter>
    </form>
  );
}
