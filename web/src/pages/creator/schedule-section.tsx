// 'Schedule content' (spec 001 §2 Creator page): write a post once, choose platforms, a day (never
// before today) and a time (09:00 by default, in the owner's time zone), images if any, and whether it
// needs approval. Each platform's count and preview update as you type; a post a platform would
// refuse cannot be scheduled for it.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Link } from "wouter";
import { CalendarPlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Switch } from "@web/components/ui/switch";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { PlatformPreviews, usePlatformChecks } from "./schedule-previews";
import {
  DateTimeFields,
  ImagePicker,
  imageProblem,
  PlatformPicker,
  useImageUrls,
  useInstagramImages,
} from "./schedule-fields";
import { usePlan, useRefreshPosts, type Platform } from "./schedule-data";
import { formErrors, schedulePost, type FormErrors } from "./schedule-submit";
import { TrackedLinkSwitch } from "./tracked-link-switch";
import { trackedLinkUrl, withTrackedLink } from "@core/leads/text";

type Errors = FormErrors;

export function ScheduleContentSection() {
  const id = useId();
  const { user } = useAuth();
  const today = useOwnerToday();
  const plan = usePlan();
  const refresh = useRefreshPosts();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [platforms, setPlatforms] = useState<Platform[]>(["linkedin"]);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("09:00");
  const [images, setImages] = useState<File[]>([]);
  const [needsApproval, setNeedsApproval] = useState(false);
  const [trackedLink, setTrackedLink] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const urls = useImageUrls(images);
  // Instagram's preview shows the server's fitted JPEG (padding included), the image it will publish.
  const instagramImages = useInstagramImages(images, platforms.includes("instagram") && !imageProblem(images));
  // With the link on, each platform is checked (and previewed) with the text it will really get.
  const sent = trackedLink ? withTrackedLink(content, trackedLinkUrl(window.location.origin, "xxxxxxxxxxxx")) : content;
  const checks = usePlatformChecks(
    platforms,
    sent,
    images.map((f) => f.size),
  );
  const blocked = checks.filter((c) => c.problems.length > 0);

  const schedule = useSingleFlightMutation({
    mutationFn: schedulePost,
    onSuccess: (post) => {
      toast({
        title: "Content Scheduled",
        description: `${post.title}: ${post.scheduledDate} at ${post.scheduledTime}`,
      });
      setTitle("");
      setContent("");
      setImages([]);
      setDate("");
      setTime("09:00");
      setNeedsApproval(false);
      setTrackedLink(false);
      setErrors({});
      void refresh();
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(formErrors(api.fields));
      toast({
        variant: "destructive",
        title: "Error",
        description:
          api.status === 403 || api.status === 400 ? api.message : "Failed to schedule content. Please try again.",
      });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const local: Errors = {
      content: content.trim() ? undefined : "Content is required",
      platforms: platforms.length ? undefined : "Choose at least one platform",
      date: date ? (date < today ? "Choose today or a later date" : undefined) : "Choose a date",
      time: time ? undefined : "Choose a time (HH:MM)",
      images: imageProblem(images),
    };
    if (Object.values(local).some(Boolean)) {
      setErrors(local);
      toast({
        variant: "destructive",
        title: "Error",
        description: "Please add content, choose platforms, and set schedule time",
      });
      return;
    }
    schedule.mutate({ title, content, platforms, date, time, needsApproval, trackedLink, images });
  };

  const brand = user?.businessName || [user?.firstName, user?.lastName].filter(Boolean).join(" ") || "You";
  const starterFull = plan.data && !plan.data.unlimited && (plan.data.remaining ?? 0) <= 0;

  return (
    <Card id="schedule" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} className="flex items-center gap-2">
          <CalendarPlus className="size-5 text-primary" aria-hidden />
          Schedule Content
        </CardTitle>
        <CardDescription>
          Write it once; it goes out on each platform at your time ({user?.timeZone ?? "UTC"}). Connected platforms
          publish automatically; the others become "ready to post" with the text to copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div className="grid content-start gap-4">
            <Field label="Title" htmlFor={`${id}-post-title`} optional>
              <Input
                id={`${id}-post-title`}
                value={title}
                maxLength={200}
                placeholder="For your calendar, e.g. Workshop launch"
                onChange={(e) => setTitle(e.target.value)}
              />
            </Field>
            <Field label="Post" htmlFor={`${id}-content`} error={errors.content}>
              <Textarea
                id={`${id}-content`}
                rows={6}
                value={content}
                placeholder="What do you want to say?"
                onChange={(e) => setContent(e.target.value)}
              />
            </Field>
            <PlatformPicker value={platforms} onChange={setPlatforms} error={errors.platforms} />
            <DateTimeFields
              idPrefix={id}
              date={date}
              time={time}
              minDate={today}
              onDate={setDate}
              onTime={setTime}
              errors={{ date: errors.date, time: errors.time }}
            />
            <ImagePicker files={images} onChange={setImages} error={errors.images} />
            <div className="flex items-center gap-3">
              <Switch id={`${id}-approval`} checked={needsApproval} onCheckedChange={setNeedsApproval} />
              <Label htmlFor={`${id}-approval`} className="font-normal">
                Ask for approval first (send your approval link; it does not go out until approved)
              </Label>
            </div>
            <TrackedLinkSwitch id={`${id}-tracked-link`} checked={trackedLink} onChange={setTrackedLink} />
            {plan.data && !plan.data.unlimited && (
              <p className="text-sm text-muted-foreground" data-testid="plan-allowance">
                Starter plan: {plan.data.scheduled} of {plan.data.limit} posts scheduled.{" "}
                <Link href="/checkout?tier=pro" className="font-medium text-primary underline-offset-4 hover:underline">
                  Upgrade for unlimited scheduling
                </Link>
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={schedule.isPending || blocked.length > 0 || !!starterFull}>
                {schedule.isPending && <Spinner />}
                {schedule.isPending ? "Scheduling..." : "Schedule Post"}
              </Button>
              {blocked.length > 0 && (
                <span className="text-sm text-destructive">
                  Fix what {blocked.map((c) => c.platform).join(" and ")} would refuse, or leave it out.
                </span>
              )}
            </div>
          </div>
          <PlatformPreviews
            checks={checks}
            text={sent}
            images={urls}
            brand={brand}
            platformImages={{ instagram: instagramImages }}
          />
        </form>
      </CardContent>
    </Card>
  );
}
