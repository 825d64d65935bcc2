// Templates at each platform's real size: write a caption, open a template in the editor (Canva when
// connected, the built-in editor otherwise) in a new tab.
import { useId, useState } from "react";
import { PenTool } from "lucide-react";
import type { TemplateType } from "@core/creator/designs/templates";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/hooks/use-toast";
import { apiRequest, readApiError } from "@web/lib/queryClient";
import { useCanvaStatus, useRefreshDesigns, useTemplates } from "./design-data";
import { CANVA_CREATE_PAGE, openInNewTab } from "./design-open";
import { CaptionCounter } from "./design-platforms";

export function DesignTemplates() {
  const id = useId();
  const templates = useTemplates();
  const status = useCanvaStatus();
  const refresh = useRefreshDesigns();
  const [caption, setCaption] = useState("");
  const [opening, setOpening] = useState<TemplateType | null>(null);
  const inCanva = !!status.data?.connected && !status.data.problem;

  const open = async (templateType: TemplateType) => {
    if (!caption.trim()) {
      toast({
        variant: "destructive",
        title: "Caption Required",
        description: "Write the caption first: it goes on the design.",
      });
      document.getElementById(`${id}-caption`)?.focus();
      return;
    }
    setOpening(templateType);
    try {
      await openInNewTab(
        async () => {
          const res = await apiRequest("POST", "/api/canva/editor-url", { body: { templateType, caption } });
          return ((await res.json()) as { editorUrl: string }).editorUrl;
        },
        inCanva ? CANVA_CREATE_PAGE : `/editor?template=${templateType}`,
      );
      if (inCanva) void refresh();
    } catch (error) {
      toast({
        variant: "destructive",
        title: inCanva
          ? "Failed to open Canva editor. Please try again."
          : "Failed to open the editor. Please try again.",
        description: readApiError(error).message,
      });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section aria-labelledby="templates-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="templates-title" className="font-medium">
          Templates
        </h3>
        <p className="text-sm text-muted-foreground">
          {inCanva
            ? "Opens a new Canva design at the platform's size, named after your caption."
            : "Opens the built-in editor at the platform's size with your caption laid out; export a PNG or save it to your library."}
        </p>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-caption`}>Caption</Label>
          <CaptionCounter caption={caption} />
        </div>
        <Textarea
          id={`${id}-caption`}
          rows={2}
          value={caption}
          placeholder="e.g. 3 signs it's time to raise your prices"
          onChange={(e) => setCaption(e.target.value)}
        />
      </div>
      {templates.isLoading ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-36 rounded-lg" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Templates">
          {Object.entries(templates.data ?? {}).map(([type, t]) => (
            <li key={type} className="flex flex-col gap-2 rounded-lg border p-3">
              <div className="flex h-20 items-center justify-center">
                <div
                  className="rounded-sm border border-primary/30 bg-primary/10"
                  style={{
                    aspectRatio: `${t.width} / ${t.height}`,
                    height: t.height >= t.width ? "100%" : undefined,
                    width: t.width > t.height ? "100%" : undefined,
                    maxHeight: "5rem",
                  }}
                  aria-hidden
                />
              </div>
              <div className="grid gap-0.5">
                <span className="text-sm font-medium">{t.name}</span>
                <span className="text-xs text-muted-foreground">
                  {t.width} × {t.height}
                </span>
              </div>
              <Button
                size="sm"
                variant="outline"
                className="mt-auto"
                disabled={opening !== null}
                aria-label={`Open ${t.name} in ${inCanva ? "Canva" : "the editor"}`}
                onClick={() => void open(type as TemplateType)}
              >
                <PenTool aria-hidden />
                {inCanva ? "Open in Canva" : "Open editor"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
