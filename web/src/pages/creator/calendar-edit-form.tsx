// Editing a scheduled post (spec 001 §5): content, date, time and at least one platform are required
// ('Please fill in all required fields'); the server applies the same rule and answers for the state.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/form";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useOwnerToday } from "@web/hooks/use-owner-today";
import { PlatformPreviews, usePlatformChecks } from "./schedule-previews";
import { DateTimeFields, PlatformPicker } from "./schedule-fields";
import { formErrors, type FormErrors } from "./schedule-submit";
import { TrackedLinkSwitch } from "./tracked-link-switch";
import { trackedLinkUrl, withTrackedLink } from "@core/leads/text";
import { useRefreshPosts, type Platform, type PostView } from "./schedule-data";

export function EditPostForm({
  post,
  onDone,
  onCancel,
}: {
  post: PostView;
  onDone: (post: PostView) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const today = useOwnerToday();
  const refresh = useRefreshPosts();
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.description);
  const [platforms, setPlatforms] = useState<Platform[]>(post.platforms);
  const [date, setDate] = useState(post.scheduledDate ?? "");
  const [time, setTime] = useState(post.scheduledTime ?? "09:00");
  const [trackedLink, setTrackedLink] = useState(post.trackedLinks.length > 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const sent = trackedLink ? withTrackedLink(content, trackedLinkUrl(window.location.origin, "xxxxxxxxxxxx")) : content;
  const checks = usePlatformChecks(
    platforms,
    sent,
    post.media.map((m) => m.size),
  );

  const save = useSingleFlightMutation({
    mutationFn: async () =>
      (
        await apiRequest("PUT", "/api/events/{id}", {
          path: { id: post.id },
          body: { title, content, platforms, scheduledFor: date, scheduledTime: time, trackedLink },
        })
      ).json() as Promise<PostView>,
    onSuccess: (updated) => {
      toast({
        title: "Post Updated",
        description: `${updated.title}: ${updated.scheduledDate} at ${updated.scheduledTime}`,
      });
      void refresh();
      onDone(updated);
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(formErrors(api.fields));
      toast({
        variant: "destructive",
        title: "Error",
        description:
          api.status === 409 || api.status === 400 ? api.message : "Failed to update post. Please try again.",
      });
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!content.trim() || !date || !time || platforms.length === 0) {
          setErrors({
            content: content.trim() ? undefined : "Content is required",
            platforms: platforms.length ? undefined : "Choose at least one platform",
            date: date ? undefined : "Choose a date",
            time: time ? undefined : "Choose a time (HH:MM)",
            images: undefined,
          });
          toast({ variant: "destructive", title: "Error", description: "Please fill in all required fields" });
          return;
        }
        save.mutate();
      }}
    >
      <Field label="Title" htmlFor={`${id}-title`}>
        <Input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label="Post" htmlFor={`${id}-content`} error={errors.content}>
        <Textarea id={`${id}-content`} rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
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
      <TrackedLinkSwitch id={`${id}-tracked-link`} checked={trackedLink} onChange={setTrackedLink} />
      <PlatformPreviews checks={checks} text={sent} images={post.media.map((m) => m.url)} brand="Preview" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || checks.some((c) => c.problems.length > 0)}>
          {save.isPending && <Spinner />}
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
