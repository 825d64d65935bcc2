// 'Schedule Content' for a generated caption: platform (twitter by default), the text, a date (from
// today, in the owner's time zone) and a time (09:00). The quick-schedule button waits for a date.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { CalendarClock } from "lucide-react";
import { PLATFORMS, PLATFORM_LABELS, type Platform } from "@core/catalog";
import type { ContentView } from "@core/creator/content/schemas";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { TrackedLinkSwitch } from "./tracked-link-switch";
import { ImagePicker, imageProblem } from "./schedule-fields";
import { schedulePost } from "./schedule-submit";
import { toastFailure, useRefreshContent } from "./wizard-data";

export interface ScheduleChoice {
  platform: Platform;
  assetId?: string;
}

export function WizardScheduleDialog({
  content,
  choice,
  onClose,
}: {
  content: ContentView;
  choice: ScheduleChoice | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!choice} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{choice && <ScheduleForm content={content} choice={choice} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

const captionFor = (content: ContentView, platform: Platform, assetId?: string) =>
  content.captions.find((c) => c.assetId === assetId) ??
  content.captions.find((c) => c.platform === platform) ??
  content.captions[0];

function ScheduleForm({
  content,
  choice,
  onDone,
}: {
  content: ContentView;
  choice: ScheduleChoice;
  onDone: () => void;
}) {
  const id = useId();
  const today = useOwnerToday();
  const refresh = useRefreshContent();
  const first = captionFor(content, choice.platform, choice.assetId);
  const [platform, setPlatform] = useState<Platform>(choice.platform);
  const [text, setText] = useState(first?.text ?? "");
  const [assetId, setAssetId] = useState(first?.assetId);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("09:00");
  const [trackedLink, setTrackedLink] = useState(false);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Instagram posts only with an image: without one the dialog says so instead of failing on submit.
  const needsImage = platform === "instagram" && images.length === 0;
  const imageError = imageProblem(images);

  const schedule = useSingleFlightMutation({
    // With images it is Schedule Content's call (the images belong to the post); else the caption's own.
    mutationFn: async (): Promise<unknown> =>
      images.length
        ? schedulePost({ content: text, platforms: [platform], date, time, needsApproval: false, trackedLink, images })
        : apiRequest("POST", "/api/content/sources/{id}/schedule", {
            path: { id: content.id },
            body: { content: text, platform, scheduledFor: date, scheduledTime: time, assetId, trackedLink },
          }),
    onSuccess: () => {
      toast({ title: "Content Scheduled", description: `${PLATFORM_LABELS[platform]} post on ${date} at ${time}` });
      void refresh();
      onDone();
    },
    onError: (error) => {
      setErrors(readApiError(error).fields ?? {});
      toastFailure("Failed to schedule content. Please try again.", error);
    },
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (date) schedule.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Schedule Content</DialogTitle>
        <DialogDescription>Times are in your time zone.</DialogDescription>
      </DialogHeader>
      <Field label="Platform" htmlFor={`${id}-platform`} error={errors.platform}>
        <Select
          value={platform}
          onValueChange={(value) => {
            const next = value as Platform;
            setPlatform(next);
            const caption = captionFor(content, next);
            if (caption?.platform === next) {
              setText(caption.text);
              setAssetId(caption.assetId);
            }
          }}
        >
          <SelectTrigger id={`${id}-platform`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PLATFORMS.map((p) => (
              <SelectItem key={p} value={p}>
                {p}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label="Post" htmlFor={`${id}-text`} error={errors.content}>
        <Textarea id={`${id}-text`} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" htmlFor={`${id}-date`} error={errors.scheduledFor}>
          <Input id={`${id}-date`} type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Time" htmlFor={`${id}-time`} error={errors.scheduledTime}>
          <Input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
      </div>
      <TrackedLinkSwitch id={`${id}-tracked-link`} checked={trackedLink} onChange={setTrackedLink} />
      <ImagePicker files={images} onChange={setImages} error={imageError ?? errors.design} />
      {needsImage && (
        <p className="text-sm text-muted-foreground" data-testid="instagram-needs-image">
          Instagram needs an image: add one (export a slide from "Design the slides"), or choose another platform.
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={!date || needsImage || !!imageError || schedule.isPending}>
          {schedule.isPending ? <Spinner /> : <CalendarClock aria-hidden />}
          Schedule
        </Button>
      </DialogFooter>
    </form>
  );
}
