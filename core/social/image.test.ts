// prepareImage: every image bound for Instagram's feed comes out a JPEG, within 4:5–1.91:1 (padded,
// never cropped), at most 1440 px wide and under the size limit; other platforms get the image as is.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fitCanvas, INSTAGRAM_FEED, prepareCarousel, prepareImage } from "./image";

const png = (width: number, height: number, colour = { r: 20, g: 120, b: 200, alpha: 1 }) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** Random pixels: JPEG cannot compress them much, so the size limit bites. */
const noise = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

describe("prepareCarousel for Instagram: every item in the first item's shape, padded, never cropped", () => {
  it("fits a square, a 9:16, a 3:1 panorama and a 4:5 to the first one's 1:1", async () => {
    const items = await prepareCarousel("instagram", [
      await png(1080, 1080),
      await png(1080, 1920),
      await png(1800, 600),
      await png(1080, 1350),
    ]);
    const ratios = items.map((i) => i.width / i.height);
    for (const r of ratios) expect(r).toBeCloseTo(1, 2);
    expect(items.map((i) => i.fit)).toEqual(["as-is", "padded-sides", "padded-top-bottom", "padded-sides"]);
    expect(items[1].note).toMatch(/carousel in its first image's shape/);
    for (const item of items) {
      const meta = await sharp(item.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", item.width, item.height]);
    }
  });

  it("takes the first item's fitted shape: a 9:16 first makes every item 4:5", async () => {
    const items = await prepareCarousel("instagram", [await png(1080, 1920), await png(1200, 628)]);
    expect(items[0].width / items[0].height).toBeCloseTo(0.8, 2);
    expect(items[1].width / items[1].height).toBeCloseTo(0.8, 2);
    expect(items[1].fit).toBe("padded-top-bottom");
  });
});

describe("prepareImage for Instagram", () => {
  it("turns a PNG into a JPEG of the same shape when the ratio is allowed", async () => {
    const out = await prepareImage("instagram", await png(1080, 1350));
    expect(out).toMatchObject({ contentType: "image/jpeg", width: 1080, height: 1350, fit: "as-is", note: null });
    expect((await sharp(out.bytes).metadata()).format).toBe("jpeg");
  });

  it("pads the 9:16 story size at the sides to 4:5, in the colour of its edges", async () => {
    const out = await prepareImage("instagram", await png(1080, 1920, { r: 250, g: 0, b: 0, alpha: 1 }));
    expect(out.fit).toBe("padded-sides");
    expect(out.width / out.height).toBeGreaterThanOrEqual(INSTAGRAM_FEED.minRatio);
    expect(out.width).toBeLessThanOrEqual(1440);
    const meta = await sharp(out.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", out.width, out.height]);
    // The band continues the background: the left edge is red too.
    const edge = await sharp(out.bytes).extract({ left: 0, top: 0, width: 2, height: out.height }).stats();
    expect(edge.channels[0].mean).toBeGreaterThan(200);
    expect(out.note).toMatch(/4:5/);
  });

  it("pads a banner wider than 1.91:1 above and below", async () => {
    const out = await prepareImage("instagram", await png(1500, 500));
    expect(out.fit).toBe("padded-top-bottom");
    expect(out.width / out.height).toBeLessThanOrEqual(INSTAGRAM_FEED.maxRatio);
    expect(out.width).toBe(1440);
  });

  it("flattens transparency onto white (a JPEG has none)", async () => {
    const out = await prepareImage("instagram", await png(400, 400, { r: 0, g: 0, b: 0, alpha: 0 }));
    const stats = await sharp(out.bytes).stats();
    expect(stats.channels[0].mean).toBeGreaterThan(250);
  });

  it("lowers the quality, then the size, until the file is under the limit", async () => {
    const input = await noise(1200, 1200);
    const full = await prepareImage("instagram", input);
    expect(full.bytes.length).toBeLessThanOrEqual(INSTAGRAM_FEED.maxBytes);
    const tight = await prepareImage("instagram", input, { maxBytes: 300_000 });
    expect(tight.bytes.length).toBeLessThanOrEqual(300_000);
    expect(tight.quality).toBeLessThan(full.quality!);
  });

  it("gives the same bytes for the same image (the preview is what is published)", async () => {
    const input = await png(1080, 1920);
    expect((await prepareImage("instagram", input)).bytes.equals((await prepareImage("instagram", input)).bytes)).toBe(
      true,
    );
  });

  it("keeps the canvas inside the range after rounding", () => {
    for (const [w, h] of [
      [1080, 1921],
      [1, 3],
      [1000, 523],
      [1909, 1000],
    ]) {
      const c = fitCanvas(w, h, INSTAGRAM_FEED);
      expect(c.width / c.height).toBeGreaterThanOrEqual(INSTAGRAM_FEED.minRatio);
      expect(c.width / c.height).toBeLessThanOrEqual(INSTAGRAM_FEED.maxRatio);
    }
  });
});

describe("prepareImage for the other platforms", () => {
  it("leaves a PNG as it is", async () => {
    const input = await png(1200, 627);
    const out = await prepareImage("linkedin", input);
    expect(out).toMatchObject({ contentType: "image/png", fit: "as-is", quality: null });
    expect(out.bytes.equals(input)).toBe(true);
  });
});
