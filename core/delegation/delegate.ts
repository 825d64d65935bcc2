import { eq } from "drizzle-orm";
import { assertPro } from "../billing";
import type { OwnerContext } from "../context";
import { clientLinkBase } from "../instance";
import { emailOutbox, taskDelegations } from "../db";
import { conflict } from "../errors";
import { assertClientEmailAllowance, ownerSender, newBatchId, queueEmail } from "../mail";
import { getTaskOfOwner } from "../tasks";
import { getOwner } from "../users";
import { parseInput } from "../validation";
import { delegationOfTask } from "./internal";
import { DelegateInput } from "./schemas";
import { newDelegationToken } from "./token";

/** Task delegation is a Pro feature (spec 000 §6): Pro, or a trial not yet ended. */
export function assertCanDelegate(ctx: OwnerContext): void {
  assertPro(
    getOwner(ctx),
    ctx.clock.now(),
    "Delegating tasks to a helper is part of Pro. Upgrade to hand tasks to a virtual assistant or teammate.",
  );
}

/** The same delegation again within this long (a double submit, a retry, two tabs) sends nothing new. */
const REPEAT_WINDOW_MS = 10 * 60_000;

type LiveDelegation = typeof taskDelegations.$inferSelect;

function isRepeat(
  live: LiveDelegation | undefined,
  data: { helperName: string; helperEmail: string; message?: string | null },
  now: Date,
): live is LiveDelegation {
  return (
    live !== undefined &&
    live.completedAt === null &&
    live.helperEmail.toLowerCase() === data.helperEmail.toLowerCase() &&
    live.helperName === data.helperName &&
    (live.message ?? null) === (data.message ?? null) &&
    now.getTime() - live.createdAt.getTime() < REPEAT_WINDOW_MS
  );
}

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * POST /api/tasks/{id}/delegation: hands an open task to a helper. The helper gets an email from the
 * owner's business with a private link (`/delegated/<64 hex>`) where they see the task and mark it done
 * with a note. Delegating again replaces the helper and the link (the old one stops working). The email
 * reaches a third party, so it counts against the owner's hourly allowance; it is queued in the same
 * transaction as the delegation and sent by the delivery worker.
 */
export function delegateTask({ ctx, taskId, input }: { ctx: OwnerContext; taskId: string; input: unknown }) {
  const data = parseInput(DelegateInput, input);
  const task = getTaskOfOwner(ctx, taskId);
  assertCanDelegate(ctx);
  if (task.completed) throw conflict(`"${task.title}" is already done.`);
  const sender = ownerSender(ctx);
  const token = newDelegationToken();
  const url = `${clientLinkBase(ctx)}/delegated/${token}`;
  const now = ctx.clock.now();
  const firstName = data.helperName.split(/\s+/)[0];
  const batchId = newBatchId();
  const body = [
    `Hi ${firstName},`,
    "",
    `${sender.brand} would like your help with this task:`,
    "",
    task.title,
    ...(task.description ? [task.description] : []),
    ...(task.dueDate ? [`Due ${longDate(task.dueDate)}.`] : []),
    `About ${task.estimatedTime} minutes.`,
    ...(data.message ? ["", data.message] : []),
    "",
    "Open the link below to see the task, and mark it done there when it is finished (you can leave a note).",
    "The link is private to you: please do not forward it.",
    "",
    url,
    "",
    "Thank you,",
    sender.signature,
  ].join("\n");

  const repeated = ctx.db.transaction((tx) => {
    const live = tx.select().from(taskDelegations).where(eq(taskDelegations.taskId, task.id)).get();
    if (isRepeat(live, data, now)) {
      const sent = live.emailId
        ? tx.select().from(emailOutbox).where(eq(emailOutbox.id, live.emailId)).get()
        : undefined;
      // An email that could not be sent is sent again with a fresh link.
      if (sent?.status !== "failed") return { batchId: sent?.batchId ?? batchId };
    }
    assertClientEmailAllowance(ctx, 1);
    tx.delete(taskDelegations).where(eq(taskDelegations.taskId, task.id)).run();
    const email = queueEmail(ctx, {
      userId: ctx.userId,
      kind: "delegation",
      to: data.helperEmail,
      from: sender.from,
      replyTo: sender.replyTo,
      subject: `${sender.brand} asked for your help: ${task.title}`,
      body,
      template: {
        template: "message",
        brand: sender.brand,
        action: { label: "Open the task", url },
        footer: `${sender.brand} sent you this through Microteam. Reply to this email to reach them.`,
      },
      relatedType: "task",
      relatedId: task.id,
      batchId,
    });
    tx.insert(taskDelegations)
      .values({
        userId: ctx.userId,
        taskId: task.id,
        helperName: data.helperName,
        helperEmail: data.helperEmail,
        message: data.message,
        token,
        emailId: email.id,
        createdAt: now,
      })
      .run();
    return null;
  });
  return {
    success: true,
    message: repeated
      ? `${data.helperName} (${data.helperEmail}) already has "${task.title}": the email with the private link is on its way.`
      : `${data.helperName} (${data.helperEmail}) will get an email with a private link to "${task.title}".`,
    batchId: repeated?.batchId ?? batchId,
    delegation: delegationOfTask(ctx, task.id)!,
  };
}
