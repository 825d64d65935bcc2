// The editor's controls: size, background (colours, gradients or a picture), text colour, size and
// alignment, and the footer line.
import { useId } from "react";
import { AlignCenter, AlignLeft, ImagePlus, X } from "lucide-react";
import type { DesignTemplate, TemplateType } from "@core/creator/designs/templates";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { cn } from "@web/lib/utils";
import { BACKGROUNDS, contrastText, type Style } from "./draw";

export function EditorControls({
  templates,
  template,
  onTemplate,
  style,
  onStyle,
  onImage,
}: {
  templates: Record<string, DesignTemplate>;
  template: TemplateType;
  onTemplate: (t: TemplateType) => void;
  style: Style;
  onStyle: (s: Style) => void;
  onImage: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-size`}>Size</Label>
        <Select value={template} onValueChange={(v) => onTemplate(v as TemplateType)}>
          <SelectTrigger id={`${id}-size`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(templates).map(([key, t]) => (
              <SelectItem key={key} value={key}>
                {t.name} · {t.width}×{t.height}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Background</legend>
        <div className="flex flex-wrap gap-2">
          {BACKGROUNDS.map((b) => (
            <button
              key={b.id}
              type="button"
              aria-label={b.label}
              aria-pressed={style.background.id === b.id && !style.image}
              onClick={() => onStyle({ ...style, background: b, image: null, textColor: contrastText(b) })}
              className={cn(
                "size-9 rounded-full border-2 border-transparent ring-offset-2 transition-shadow focus-visible:ring-2 focus-visible:ring-ring",
                style.background.id === b.id && !style.image && "ring-2 ring-primary",
              )}
              style={{
                background:
                  b.colors.length === 2 ? `linear-gradient(135deg, ${b.colors[0]}, ${b.colors[1]})` : b.colors[0],
              }}
            />
          ))}
          <label className="flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-dashed hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
            <ImagePlus className="size-4" aria-hidden />
            <input
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              aria-label="Use a picture as the background"
              onChange={(e) => onImage(e.target.files?.[0] ?? null)}
            />
          </label>
          {style.image && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onImage(null)}>
              <X aria-hidden />
              Remove picture
            </Button>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Input
            id={`${id}-custom`}
            type="color"
            className="h-9 w-14 p-1"
            aria-label="Custom background colour"
            value={style.background.colors[0]}
            onChange={(e) => {
              const background = { id: "custom", label: "Custom", colors: [e.target.value] as [string] };
              onStyle({ ...style, background, image: null, textColor: contrastText(background) });
            }}
          />
          <span className="text-sm text-muted-foreground">Custom colour</span>
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-text`}>Text colour</Label>
          <Input
            id={`${id}-text`}
            type="color"
            className="h-9 w-full p-1"
            value={style.textColor}
            onChange={(e) => onStyle({ ...style, textColor: e.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium" id={`${id}-align`}>
            Alignment
          </span>
          <div className="flex gap-1" role="group" aria-labelledby={`${id}-align`}>
            {(["left", "center"] as const).map((align) => (
              <Button
                key={align}
                type="button"
                size="icon"
                variant={style.align === align ? "secondary" : "ghost"}
                aria-pressed={style.align === align}
                aria-label={`Align ${align}`}
                onClick={() => onStyle({ ...style, align })}
              >
                {align === "left" ? <AlignLeft aria-hidden /> : <AlignCenter aria-hidden />}
              </Button>
            ))}
          </div>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-scale`}>Text size</Label>
        <input
          id={`${id}-scale`}
          type="range"
          min={0.7}
          max={1.3}
          step={0.05}
          value={style.scale}
          onChange={(e) => onStyle({ ...style, scale: Number(e.target.value) })}
          className="accent-primary"
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-footer`}>Footer</Label>
        <Input
          id={`${id}-footer`}
          value={style.footer}
          maxLength={60}
          placeholder="Your business name or handle"
          onChange={(e) => onStyle({ ...style, footer: e.target.value })}
        />
      </div>
    </div>
  );
}
