// The slide being designed, drawn at the template's exact size and shown scaled to the screen.
import { forwardRef, useEffect } from "react";
import { drawSlide, type SlideText, type Style } from "./draw";

export const EditorCanvas = forwardRef<
  HTMLCanvasElement,
  { width: number; height: number; slide: SlideText; style: Style; page: { index: number; count: number } }
>(function EditorCanvas({ width, height, slide, style, page }, ref) {
  useEffect(() => {
    const canvas = ref && typeof ref !== "function" ? ref.current : null;
    if (canvas) drawSlide(canvas, slide, style, page);
  });
  return (
    <canvas
      ref={ref}
      width={width}
      height={height}
      role="img"
      aria-label={`Slide preview, ${width} by ${height}: ${slide.title} ${slide.content}`}
      data-testid="editor-canvas"
      className="h-auto max-h-[70vh] w-auto max-w-full rounded-lg border shadow-sm"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
});
