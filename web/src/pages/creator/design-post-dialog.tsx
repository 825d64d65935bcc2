// One-click post (spec 001): the design goes out now with its caption to the chosen platforms.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Send } from "lucide-react";
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
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useRefreshDesigns, type DesignView, type StudioPlatform } from "./design-data";
import { CaptionCounter, DesignPlatforms } from "./design-platforms";
import { DesignInstagramFit } from "./design-instagram-fit";

export function DesignPostDialog({ design, onClose }: { design: DesignView | null; onClose: () => void }) {
  return (
    <Dialog open={!!design} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{design && <PostForm design={design} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function PostForm({ design, onDone }: { design: DesignView; onDone: () => void }) {
  const id = useId();
  const refresh = useRefreshDesigns();
  const [caption, setCaption] = useState(design.caption ?? "");
  const [platforms, setPlatforms] = useState<StudioPlatform[]>(["Instagram"]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const post = useSingleFlightMutation({
    mutationFn: () => apiRequest("POST", "/api/canva/one-click-post", { body: { designId: design.id, caption, platforms } }),
    onSuccess: () => {
      toast({ title: "Post Scheduled", description: `${design.title} goes out now on ${platforms.join(", ")}.` });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(api.fields ?? {});
      toast({
        variant: "destructive",
        title: "Scheduling Failed",
        description:
          api.status && api.status < 500 && api.message !== "Invalid input"
            ? api.message
            : "Failed to schedule post. Please try again.",
      });
    },
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!caption.trim()) {
          toast({ variant: "destructive", title: "Caption Required", description: "Add a caption before posting." });
          return;
        }
        post.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Post now</DialogTitle>
        <DialogDescription>{design.title} goes out with this caption as soon as you confirm.</DialogDescription>
      </DialogHeader>
      <Field
        label="Caption"
        htmlFor={`${id}-caption`}
        error={errors.caption}
        description={<CaptionCounter caption={caption} />}
      >
        <Textarea id={`${id}-caption`} rows={5} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </Field>
      <DesignPlatforms value={platforms} onChange={setPlatforms} error={errors.platforms} />
      <DesignInstagramFit design={design} wanted={platforms.includes("Instagram")} />
      <DialogFooter>
        <Button type="submit" disabled={!platforms.length || post.isPending}>
          {post.isPending ? <Spinner /> : <Send aria-hidden />}
          Post now
        </Button>
      </DialogFooter>
    </form>
  );
}
