// The built-in editor's drawing: a slide at the template's exact size, its background, the title and
// text wrapped and sized to fit, and a footer. Pure layout (wrap, fit) is separate from the canvas.

export interface Background {
  id: string;
  label: string;
  /** One colour, or two for a diagonal gradient. */
  colors: [string] | [string, string];
}

export const BACKGROUNDS: Background[] = [
  { id: "violet", label: "Violet", colors: ["#4f46e5", "#9333ea"] },
  { id: "sunset", label: "Sunset", colors: ["#f97316", "#db2777"] },
  { id: "ocean", label: "Ocean", colors: ["#0ea5e9", "#2563eb"] },
  { id: "forest", label: "Forest", colors: ["#059669", "#0f766e"] },
  { id: "ink", label: "Ink", colors: ["#0f172a"] },
  { id: "paper", label: "Paper", colors: ["#fafaf9"] },
  { id: "sand", label: "Sand", colors: ["#fde68a"] },
];

export interface SlideText {
  title: string;
  content: string;
}

export interface Style {
  background: Background;
  /** A picture under the text (an object URL the owner chose), darkened for contrast. */
  image: HTMLImageElement | null;
  textColor: string;
  align: "left" | "center";
  /** 0.7–1.3 times the size that fits. */
  scale: number;
  footer: string;
}

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

type Measure = (text: string, size: number, bold: boolean) => number;

/** Words into lines no wider than `max`; a word longer than a line is broken by characters. */
export function wrapLines(text: string, max: number, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size, bold) <= max) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word, size, bold) <= max) {
        line = word;
        continue;
      }
      let piece = "";
      for (const ch of word) {
        if (measure(piece + ch, size, bold) > max && piece) {
          lines.push(piece);
          piece = ch;
        } else piece += ch;
      }
      line = piece;
    }
    lines.push(line);
  }
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines;
}

export interface Layout {
  titleSize: number;
  bodySize: number;
  titleLines: string[];
  bodyLines: string[];
  /** Height of the text block at these sizes. */
  height: number;
}

/** The largest sizes (down to a floor) at which the title and text fit the box. */
export function fitText(
  slide: SlideText,
  box: { width: number; height: number },
  scale: number,
  measure: Measure,
): Layout {
  let titleSize = Math.round(box.width * 0.085 * scale);
  let bodySize = Math.round(box.width * 0.05 * scale);
  const floor = Math.max(12, Math.round(box.width * 0.02));
  for (;;) {
    const titleLines = slide.title ? wrapLines(slide.title, box.width, titleSize, true, measure) : [];
    const bodyLines = slide.content ? wrapLines(slide.content, box.width, bodySize, false, measure) : [];
    const gap = titleLines.length && bodyLines.length ? bodySize * 1.2 : 0;
    const height = titleLines.length * titleSize * 1.15 + gap + bodyLines.length * bodySize * 1.4;
    if (height <= box.height || bodySize <= floor) return { titleSize, bodySize, titleLines, bodyLines, height };
    titleSize = Math.max(floor, Math.round(titleSize * 0.92));
    bodySize = Math.max(floor, Math.round(bodySize * 0.92));
  }
}

/** White or near-black, whichever reads better on the background. */
export function contrastText(background: Background): string {
  const hex = background.colors[0].replace("#", "");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? "#0f172a" : "#ffffff";
}

export function drawSlide(
  canvas: HTMLCanvasElement,
  slide: SlideText,
  style: Style,
  page?: { index: number; count: number },
) {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  const { width, height } = canvas;
  const [from, to] = style.background.colors;
  if (to) {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, from);
    gradient.addColorStop(1, to);
    ctx.fillStyle = gradient;
  } else {
    ctx.fillStyle = from;
  }
  ctx.fillRect(0, 0, width, height);
  if (style.image) {
    // Cover the slide, then darken so the text stays readable.
    const img = style.image;
    const ratio = Math.max(width / img.naturalWidth, height / img.naturalHeight);
    const w = img.naturalWidth * ratio;
    const h = img.naturalHeight * ratio;
    ctx.drawImage(img, (width - w) / 2, (height - h) / 2, w, h);
    ctx.fillStyle = "rgba(15, 23, 42, 0.45)";
    ctx.fillRect(0, 0, width, height);
  }

  const pad = Math.round(Math.min(width, height) * 0.09);
  const footerSize = Math.round(Math.min(width, height) * 0.032);
  const box = { width: width - pad * 2, height: height - pad * 2 - footerSize * 2.5 };
  const measure: Measure = (text, size, bold) => {
    ctx.font = `${bold ? 700 : 400} ${size}px ${FONT}`;
    return ctx.measureText(text).width;
  };
  const layout = fitText(slide, box, style.scale, measure);
  ctx.fillStyle = style.textColor;
  ctx.textBaseline = "top";
  ctx.textAlign = style.align;
  const x = style.align === "center" ? width / 2 : pad;
  let y = pad + Math.max(0, (box.height - layout.height) / 2);
  ctx.font = `700 ${layout.titleSize}px ${FONT}`;
  for (const line of layout.titleLines) {
    ctx.fillText(line, x, y);
    y += layout.titleSize * 1.15;
  }
  if (layout.titleLines.length && layout.bodyLines.length) y += layout.bodySize * 1.2;
  ctx.font = `400 ${layout.bodySize}px ${FONT}`;
  for (const line of layout.bodyLines) {
    ctx.fillText(line, x, y);
    y += layout.bodySize * 1.4;
  }

  ctx.globalAlpha = 0.8;
  ctx.font = `600 ${footerSize}px ${FONT}`;
  ctx.textBaseline = "bottom";
  ctx.textAlign = "left";
  if (style.footer) ctx.fillText(style.footer, pad, height - pad / 2);
  if (page && page.count > 1) {
    ctx.textAlign = "right";
    ctx.fillText(`${page.index + 1}/${page.count}`, width - pad, height - pad / 2);
  }
  ctx.globalAlpha = 1;
}

/** The canvas as a PNG file. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be made"))), "image/png"),
  );
}
