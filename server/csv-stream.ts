import type { Context } from "hono";

/**
 * A CSV download written as its chunks come (core's exports yield one page of rows at a time), so a
 * large export starts at once and never sits whole in memory.
 */
export function sendCsvStream(c: Context, fileName: string, chunks: Iterator<string>) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
  });
}

/** A CSV download made in one piece (an export small enough to sit in memory). */
export function sendCsv(c: Context, fileName: string, csv: string) {
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
}
