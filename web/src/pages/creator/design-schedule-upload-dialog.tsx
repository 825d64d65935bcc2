// Schedule an uploaded file (spec 001 §5): file, content, platforms, date and time (09:00 by default,
// Instagram by default), sent as one form.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { CalendarPlus } from "lucide-react";
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
import { readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { postForm } from "./wizard-data";
import { useRefreshDesigns, type StudioPlatform } from "./design-data";
import { DesignFileInput, MAX_DESIGN_BYTES } from "./design-file-input";
import { CaptionCounter, DesignPlatforms } from "./design-platforms";

const MESSAGE = "Please upload a file, add content, choose platforms, and set schedule time";

export function DesignScheduleUploadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <ScheduleUploadForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function ScheduleUploadForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const today = useOwnerToday();
  const refresh = useRefreshDesigns();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState("");
  const [platforms, setPlatforms] = useState<StudioPlatform[]>(["Instagram"]);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("09:00");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const schedule = useSingleFlightMutation({
    mutationFn: () => {
      const form = new FormData();
      form.set("design", file!);
      form.set("content", content);
      form.set("platforms", JSON.stringify(platforms));
      form.set("scheduledFor", date);
      form.set("scheduledTime", time);
      return postForm("/api/content/schedule-uploaded-design", form);
    },
    onSuccess: () => {
      toast({ title: "Content Scheduled", description: `${file?.name} on ${date} at ${time}` });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(api.fields ?? {});
      setProblem(api.message);
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to schedule uploaded content. Please try again.",
      });
    },
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!file || !content.trim() || !platforms.length || !date || !time) return setProblem(MESSAGE);
        if (file.size > MAX_DESIGN_BYTES) return setErrors({ design: "The file is larger than 10 MB" });
        schedule.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Schedule an upload</DialogTitle>
        <DialogDescription>Upload a file and schedule it in one go. Times are in your time zone.</DialogDescription>
      </DialogHeader>
      <DesignFileInput id={`${id}-file`} file={file} onFile={setFile} error={errors.design} />
      <Field
        label="Content"
        htmlFor={`${id}-content`}
        error={errors.content}
        description={<CaptionCounter caption={content} />}
      >
        <Textarea id={`${id}-content`} rows={3} value={content} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <DesignPlatforms value={platforms} onChange={setPlatforms} error={errors.platforms} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" htmlFor={`${id}-date`} error={errors.scheduledFor}>
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
      <DialogFooter>
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? <Spinner /> : <CalendarPlus aria-hidden />}
          Schedule
        </Button>
      </DialogFooter>
    </form>
  );
}
