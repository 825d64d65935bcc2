// The built-in editor (/editor?template=…&caption=… or &source=<content id> for a carousel): when
// Canva is not connected, an owner still makes a post image at the platform's real size, exports it
// as a PNG in the browser, or saves it to the design library.
import { useEffect, useMemo, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft, ChevronLeft, ChevronRight, Download, Save } from "lucide-react";
import { Link } from "wouter";
import type { ContentView } from "@core/creator/content/schemas";
import { DESIGN_TEMPLATES, type TemplateType } from "@core/creator/designs/templates";
import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/hooks/use-toast";
import { useAuth } from "@web/hooks/useAuth";
import { readApiError } from "@web/lib/queryClient";
import { postForm } from "./wizard-data";
import { EditorCanvas } from "./editor/editor-canvas";
import { EditorControls } from "./editor/editor-controls";
import { BACKGROUNDS, canvasPng, contrastText, drawSlide, type SlideText, type Style } from "./editor/draw";

const isTemplate = (value: string | null): value is TemplateType => !!value && value in DESIGN_TEMPLATES;

function fileName(title: string, index: number, count: number) {
  const base =
    title
      .replace(/[^\w -]+/g, "")
      .trim()
      .replace(/\s+/g, "-")
      .toLowerCase()
      .slice(0, 40) || "design";
  return count > 1 ? `${base}-${index + 1}.png` : `${base}.png`;
}

export default function EditorPage() {
  const params = useMemo(() => new URLSearchParams(window.location.search), []);
  const { user } = useAuth();
  const [template, setTemplate] = useState<TemplateType>(
    isTemplate(params.get("template")) ? (params.get("template") as TemplateType) : "instagram_post",
  );
  const sourceId = params.get("source");
  const source = useQuery<ContentView>({ queryKey: [`/api/content/sources/${sourceId}`], enabled: !!sourceId });
  const caption = params.get("caption") ?? "";
  const [slides, setSlides] = useState<SlideText[]>(() => [{ title: caption, content: "" }]);
  const [index, setIndex] = useState(0);
  const [style, setStyle] = useState<Style>(() => ({
    background: BACKGROUNDS[0],
    image: null,
    textColor: contrastText(BACKGROUNDS[0]),
    align: "left",
    scale: 1,
    footer: "",
  }));
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = DESIGN_TEMPLATES[template];

  useEffect(() => {
    if (user?.businessName) setStyle((s) => (s.footer ? s : { ...s, footer: user.businessName ?? "" }));
  }, [user?.businessName]);
  useEffect(() => {
    if (source.data?.carousel) {
      setSlides(source.data.carousel.slides.map((s) => ({ title: s.title, content: s.content })));
      setIndex(0);
    }
  }, [source.data]);

  const slide = slides[Math.min(index, slides.length - 1)];
  const title = source.data?.title ?? (caption || size.name);
  const setSlide = (next: SlideText) => setSlides(slides.map((s, i) => (i === index ? next : s)));

  const onImage = (file: File | null) => {
    if (!file) return setStyle({ ...style, image: null });
    const img = new Image();
    img.onload = () => setStyle((s) => ({ ...s, image: img, textColor: "#ffffff" }));
    img.onerror = () => toast({ variant: "destructive", title: "That picture could not be read" });
    img.src = URL.createObjectURL(file);
  };

  /** Renders slide `i` off screen at full size (the visible canvas shows only the current one). */
  const renderPng = async (i: number) => {
    const off = document.createElement("canvas");
    off.width = size.width;
    off.height = size.height;
    drawSlide(off, slides[i], style, { index: i, count: slides.length });
    return canvasPng(off);
  };

  const download = async (i: number) => {
    const blob = await renderPng(i);
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName(title, i, slides.length);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const save = useMutation({
    mutationFn: async (which: number[]) => {
      for (const i of which) {
        const form = new FormData();
        form.set("design", new File([await renderPng(i)], fileName(title, i, slides.length), { type: "image/png" }));
        form.set("caption", source.data?.captions.find((c) => c.platform === size.platform)?.text ?? caption ?? "");
        form.set("type", template);
        form.set(
          "title",
          slides.length > 1 ? `${title} (${i + 1}/${slides.length})`.slice(0, 120) : title.slice(0, 120),
        );
        form.set("origin", "editor");
        await postForm("/api/designs/upload", form);
      }
      return which.length;
    },
    onSuccess: (n) =>
      toast({
        title: "Design Uploaded",
        description: `${n === 1 ? "The image is" : `${n} images are`} in your design library, ready to post or schedule.`,
      }),
    onError: (error) =>
      toast({ variant: "destructive", title: "Upload Failed", description: readApiError(error).message }),
  });

  return (
    <AppLayout>
      <div className="grid min-w-0 gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <Button asChild variant="ghost" size="sm" className="w-fit -ml-3">
              <Link href="/content#design-studio">
                <ArrowLeft aria-hidden />
                Back to The Creator
              </Link>
            </Button>
            <h1 className="text-2xl font-semibold tracking-tight">Design editor</h1>
            <p className="text-sm text-muted-foreground">
              {size.name}, {size.width} × {size.height} px · {size.use}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void download(index)}>
              <Download aria-hidden />
              Export PNG
            </Button>
            <Button
              onClick={() => save.mutate(slides.length > 1 ? slides.map((_, i) => i) : [index])}
              disabled={save.isPending}
            >
              {save.isPending ? <Spinner /> : <Save aria-hidden />}
              {slides.length > 1 ? `Save ${slides.length} slides to library` : "Save to library"}
            </Button>
          </div>
        </div>

        {sourceId && source.isLoading ? (
          <Spinner label="Loading the carousel" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div className="grid min-w-0 content-start justify-items-center gap-3">
              <EditorCanvas
                ref={canvas}
                width={size.width}
                height={size.height}
                slide={slide}
                style={style}
                page={{ index, count: slides.length }}
              />
              {slides.length > 1 && (
                <div className="flex items-center gap-3">
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label="Previous slide"
                    disabled={index === 0}
                    onClick={() => setIndex(index - 1)}
                  >
                    <ChevronLeft aria-hidden />
                  </Button>
                  <span className="text-sm tabular-nums">
                    Slide {index + 1} of {slides.length}
                  </span>
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label="Next slide"
                    disabled={index === slides.length - 1}
                    onClick={() => setIndex(index + 1)}
                  >
                    <ChevronRight aria-hidden />
                  </Button>
                </div>
              )}
            </div>
            <Card>
              <CardContent className="grid gap-5 pt-6">
                <div className="grid gap-2">
                  <Label htmlFor="editor-title">Headline</Label>
                  <Input
                    id="editor-title"
                    value={slide.title}
                    onChange={(e) => setSlide({ ...slide, title: e.target.value })}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="editor-text">Text</Label>
                  <Textarea
                    id="editor-text"
                    rows={4}
                    value={slide.content}
                    onChange={(e) => setSlide({ ...slide, content: e.target.value })}
                  />
                </div>
                <EditorControls
                  templates={DESIGN_TEMPLATES}
                  template={template}
                  onTemplate={setTemplate}
                  style={style}
                  onStyle={setStyle}
                  onImage={onImage}
                />
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </AppLayout>
  );
}
