// Bulk scheduling by CSV (issue 11 §3): a header row with text, platforms, date and time (title and
// approval optional); every row is checked first, errors come back by line, and nothing is imported
// unless every row is good. The export is the whole calendar by intent.
import Papa from "papaparse";
import type { OwnerContext } from "../../context";
import { lineNumbers, refuseBadRows, safeCell, type ImportError } from "../../clients";
import { events } from "../../db";
import { AppError } from "../../errors";
import { checkPost } from "../../social";
import { localDateTime } from "../../time";
import { fieldErrors } from "../../validation";
import { z } from "zod";
import { ownerTimeZone } from "./internal";
import { assertCanSchedule } from "./plan-limit";
import { platformsOf } from "./rows";
import { ContentField, PlatformsField, ScheduledTimeField, DEFAULT_POST_TIME } from "./schemas";
import { titleFrom } from "./schedule";
import { resolveSchedule } from "./when";

export const MAX_POST_IMPORT_ROWS = 1000;

const HEADERS: Record<string, string> = {
  text: "text",
  content: "text",
  post: "text",
  caption: "text",
  platforms: "platforms",
  platform: "platforms",
  date: "date",
  scheduledfor: "date",
  time: "time",
  scheduledtime: "time",
  title: "title",
  approval: "approval",
  needsapproval: "approval",
};

const Row = z.object({
  text: ContentField,
  platforms: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(/[;,|/\s]+/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    PlatformsField,
  ),
  date: z
    .string({ error: "Date is required (YYYY-MM-DD)" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date must be YYYY-MM-DD" }),
  time: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), ScheduledTimeField.optional()),
  title: z.string().trim().max(200, { error: "Title must be at most 200 characters" }).optional(),
  approval: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((v) => !v || ["yes", "no", "true", "false", "1", "0"].includes(v), { error: "Approval must be yes or no" }),
});

export function importPostsCsv({ ctx, csv }: { ctx: OwnerContext; csv: string }) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) =>
      HEADERS[
        h
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, "")
      ] ?? `ignored:${h}`,
  });
  const headers = parsed.meta.fields ?? [];
  const needed = ["text", "platforms", "date"];
  if (!needed.every((h) => headers.includes(h))) {
    const message = "The CSV needs a header row with text, platforms, date and time columns";
    throw new AppError("VALIDATION", message, { file: message });
  }
  if (parsed.data.length === 0)
    throw new AppError("VALIDATION", "The CSV has no post rows", { file: "The CSV has no post rows" });
  if (parsed.data.length > MAX_POST_IMPORT_ROWS) {
    const message = `At most ${MAX_POST_IMPORT_ROWS} posts per import`;
    throw new AppError("VALIDATION", message, { file: message });
  }

  const timeZone = ownerTimeZone(ctx);
  const now = ctx.clock.now();
  const lines = lineNumbers(csv, parsed.data.length);
  const errors: ImportError[] = [];
  const rows: { text: string; platforms: string[]; instant: number; title?: string; approval: boolean }[] = [];
  parsed.data.forEach((raw, i) => {
    const line = lines[i];
    const result = Row.safeParse(raw);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrors(result.error))) errors.push({ line, field, message });
      return;
    }
    const r = result.data;
    try {
      const { instant } = resolveSchedule(timeZone, r.date, r.time ?? DEFAULT_POST_TIME, now, {
        date: "date",
        time: "time",
      });
      const problems = checkPost(r.platforms, r.text, 0).flatMap((c) => c.problems);
      if (problems.length) {
        errors.push({ line, field: "platforms", message: problems.join("; ") });
        return;
      }
      rows.push({
        text: r.text,
        platforms: r.platforms,
        instant,
        title: r.title,
        approval: ["yes", "true", "1"].includes(r.approval ?? ""),
      });
    } catch (error) {
      const fields = (error as AppError).fields ?? { date: (error as Error).message };
      for (const [field, message] of Object.entries(fields)) errors.push({ line, field, message });
    }
  });
  refuseBadRows(errors);
  ctx.db.transaction(() => {
    assertCanSchedule(ctx, rows.length);
    for (const r of rows) {
      ctx.db
        .insert(events)
        .values({
          userId: ctx.userId,
          type: "content_post",
          title: r.title || titleFrom(r.text),
          description: r.text,
          startDate: new Date(r.instant),
          status: "scheduled",
          approvalStatus: r.approval ? "pending" : null,
          metadata: { platforms: r.platforms, source: "csv" },
          createdAt: now,
          updatedAt: now,
        })
        .run();
    }
  });
  return {
    success: true,
    imported: rows.length,
    message: `${rows.length} post${rows.length === 1 ? "" : "s"} scheduled`,
  };
}

const EXPORT_COLUMNS = ["title", "text", "platforms", "date", "time", "status", "approval", "links"] as const;

/** Every post with a date, by date, in the owner's time zone; cells a spreadsheet would run stay text. */
export function exportPostsCsv({ ctx }: { ctx: OwnerContext }): string {
  const timeZone = ownerTimeZone(ctx);
  const rows = ctx.db.$client
    .prepare(
      `select e.title, e.description, e.metadata, e.start_date as startDate, e.status, e.approval_status as approval,
         (select group_concat(remote_url, ' ') from post_deliveries d where d.event_id = e.id and d.remote_url is not null) as links
       from events e where e.user_id = ? and e.type = 'content_post' and e.start_date is not null order by e.start_date, e.id`,
    )
    .all(ctx.userId) as {
    title: string;
    description: string | null;
    metadata: string | null;
    startDate: number;
    status: string;
    approval: string | null;
    links: string | null;
  }[];
  const data = rows.map((r) => {
    const [date, time] = localDateTime(timeZone, new Date(r.startDate));
    let metadata: Record<string, unknown> = {};
    try {
      metadata = r.metadata ? JSON.parse(r.metadata) : {};
    } catch {
      metadata = {};
    }
    return [
      r.title,
      r.description ?? "",
      platformsOf(metadata).join(";"),
      date,
      time,
      r.status,
      r.approval ?? "",
      r.links ?? "",
    ].map((v) => safeCell(v));
  });
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { newline: "\n" }) + "\n";
}
