import { MAY_HAVE_BEEN_SENT, POSSIBLY_SENT } from "@core/mail/state";
import type { CliContext } from "../context";
import { plural } from "../format";
import type { Result } from "../output";
import type { ReminderOutcome } from "../types";
import { describeDelivery, followDelivery } from "./delivery";

interface ReminderRun {
  enabled: boolean;
  message: string;
  markedOverdue: number;
  batchId: string | null;
  /** As the run answered, or as the batch then told each ended (a reminder may have been sent). */
  reminders: (ReminderOutcome | (Omit<ReminderOutcome, "status"> & { status: typeof POSSIBLY_SENT }))[];
  /** Reminders beyond those listed (the answer names the first 200). */
  moreReminders?: number;
}

const table = (run: ReminderRun, empty: string): Result => ({
  kind: "table",
  columns: [
    { key: "invoice", label: "Invoice" },
    { key: "client", label: "Client" },
    { key: "stage", label: "Stage" },
    { key: "to", label: "To" },
    { key: "status", label: "Status" },
  ],
  rows: run.reminders.map((r) => ({
    invoice: r.invoiceNumber,
    client: r.clientName,
    stage: r.stage < 0 ? `${-r.stage}d before due` : `day ${r.stage} (${r.daysOverdue}d late)`,
    to: r.to ?? "—",
    status:
      (r.status === "would_send"
        ? "would send"
        : r.status === POSSIBLY_SENT
          ? MAY_HAVE_BEEN_SENT
          : r.reason
            ? `${r.status}: ${r.reason}`
            : r.status) + (r.lateFee && /^\d/.test(r.lateFee) ? ` (late fee ${r.lateFee} added)` : ""),
  })),
  empty: run.enabled ? empty : run.message,
  footer: run.reminders.length
    ? `${run.moreReminders ? `…and ${run.moreReminders} more. ` : ""}${run.message}`
    : undefined,
  data: run,
});

/**
 * `microteam remind`: the server's reminder job, now (each step of the invoice's schedule once per
 * invoice, 1, 3 and 7 days past due by default; safe beside the server's own hourly run). `--dry-run`
 * lists what would be sent.
 */
export async function remind(ctx: CliContext, options: { dryRun?: boolean } = {}) {
  const api = await ctx.api();
  const preview = await api.request<ReminderRun>("POST", "/api/invoices/trigger-auto-reminders?dryRun=1");
  const due = preview.reminders.filter((r) => r.status === "would_send");
  if (options.dryRun || !preview.enabled || due.length === 0) {
    return { result: table(preview, "No reminders are due."), change: null };
  }
  return {
    result: null,
    change: {
      question: `Send ${plural(due.length, "payment reminder")} (${due.map((r) => `${r.invoiceNumber} to ${r.clientName}`).join(", ")})?`,
      async run() {
        const run = await api.request<ReminderRun>("POST", "/api/invoices/trigger-auto-reminders");
        const progress = await followDelivery(ctx, run.batchId);
        const message = progress ? `${run.message}. ${describeDelivery(progress, api.mode)}` : run.message;
        // The table says how each queued reminder ended, as far as the batch tells.
        const failed = new Map((progress?.failures ?? []).map((f) => [f.to, f.error]));
        const unconfirmed = new Set(progress?.possiblySentTo ?? []);
        const reminders: ReminderRun["reminders"] = run.reminders.map((r) =>
          r.status !== "queued" || !progress
            ? r
            : failed.has(r.to ?? "")
              ? { ...r, status: "failed" as const, reason: failed.get(r.to ?? "") }
              : unconfirmed.has(r.to ?? "")
                ? { ...r, status: POSSIBLY_SENT }
                : progress.done && progress.cancelled === 0 && progress.possiblySent === 0
                  ? { ...r, status: "sent" as const }
                  : r,
        );
        return table({ ...run, reminders, message }, "No reminders were due.");
      },
    },
  };
}
