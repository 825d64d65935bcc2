// Upload a design (spec 001): file, caption, type. The server checks the file by its bytes.
import { useId, useState } from "react";
import { useSingleFlightMutation } from "@web/hooks/use-single-flight-mutation";
import { Upload } from "lucide-react";
import type { TemplateType } from "@core/creator/designs/templates";
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { readApiError } from "@web/lib/queryClient";
import { postForm } from "./wizard-data";
import { useRefreshDesigns, useTemplates } from "./design-data";
import { DesignFileInput, MAX_DESIGN_BYTES } from "./design-file-input";
import { CaptionCounter } from "./design-platforms";

export function DesignUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <UploadForm onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function UploadForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const templates = useTemplates();
  const refresh = useRefreshDesigns();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [type, setType] = useState<TemplateType | "custom">("custom");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const upload = useSingleFlightMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.set("design", file!);
      form.set("caption", caption);
      form.set("type", type);
      return postForm("/api/designs/upload", form);
    },
    onSuccess: () => {
      toast({ title: "Design Uploaded", description: file?.name });
      void refresh();
      onDone();
    },
    onError: (error) => {
      const api = readApiError(error);
      setErrors(api.fields ?? { design: api.message });
      toast({
        variant: "destructive",
        title: "Upload Failed",
        description: "Failed to upload design. Please try again.",
      });
    },
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setErrors({ design: "Choose a file to upload" });
        if (file.size > MAX_DESIGN_BYTES) return setErrors({ design: "The file is larger than 10 MB" });
        upload.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Upload a design</DialogTitle>
        <DialogDescription>It joins your library, ready to post or schedule.</DialogDescription>
      </DialogHeader>
      <DesignFileInput
        id={`${id}-file`}
        file={file}
        onFile={(f) => (setFile(f), setErrors({}))}
        error={errors.design}
      />
      <Field
        label="Caption"
        htmlFor={`${id}-caption`}
        optional
        error={errors.caption}
        description={<CaptionCounter caption={caption} />}
      >
        <Textarea id={`${id}-caption`} rows={3} value={caption} onChange={(e) => setCaption(e.target.value)} />
      </Field>
      <Field label="Type" htmlFor={`${id}-type`} error={errors.type}>
        <Select value={type} onValueChange={(v) => setType(v as TemplateType | "custom")}>
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="custom">Any size</SelectItem>
            {Object.entries(templates.data ?? {}).map(([key, t]) => (
              <SelectItem key={key} value={key}>
                {t.name} ({t.width}×{t.height})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <DialogFooter>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? <Spinner /> : <Upload aria-hidden />}
          Upload
        </Button>
      </DialogFooter>
    </form>
  );
}
