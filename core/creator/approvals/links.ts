// Approval links (issue 11 §5): the owner sends a public, unguessable link to a client or partner, who
// sees the posts waiting for approval and approves them or asks for changes with a comment. A post
// that needs approval is not published until approved. The owner may revoke a link at any time.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { OwnerContext } from "../../context";
import { approvalLinks } from "../../db";
import { notFound } from "../../errors";
import { pagedList } from "../../paging";
import { parseInput } from "../../validation";
import { newApprovalToken } from "./token";

export const CreateApprovalLinkInput = z.object({
  label: z
    .string({ error: "Say who the link is for" })
    .trim()
    .min(1, { error: "Say who the link is for" })
    .max(100, { error: "At most 100 characters" }),
});

export type { ApprovalLinkView } from "./views";
import type { ApprovalLinkView } from "./views";

const view = (l: typeof approvalLinks.$inferSelect): ApprovalLinkView => ({
  id: l.id,
  label: l.label,
  path: `/approve/${l.token}`,
  createdAt: l.createdAt.toISOString(),
});

export function createApprovalLink({ ctx, input }: { ctx: OwnerContext; input: unknown }): ApprovalLinkView {
  const { label } = parseInput(CreateApprovalLinkInput, input);
  const row = ctx.db
    .insert(approvalLinks)
    .values({ userId: ctx.userId, label, token: newApprovalToken(), createdAt: ctx.clock.now() })
    .returning()
    .get();
  return view(row);
}

/** GET /api/approvals/links: the owner's live links, newest first (the paging contract). */
export const approvalLinkList = pagedList({
  name: "approval-links",
  from: "approval_links a",
  owner: "a.user_id = @owner and a.revoked_at is null",
  id: "a.id",
  columns: "a.id, a.label, a.token, a.created_at as createdAt",
  sorts: { createdAt: { sql: "a.created_at" } },
  defaultSort: "-createdAt",
  filters: {},
  map: (r: { id: string; label: string; token: string; createdAt: number }): ApprovalLinkView => ({
    id: r.id,
    label: r.label,
    path: `/approve/${r.token}`,
    createdAt: new Date(r.createdAt).toISOString(),
  }),
});

export function listApprovalLinks({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return approvalLinkList.page(ctx, query);
}

export function revokeApprovalLink({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const changed = ctx.db
    .update(approvalLinks)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(approvalLinks.id, id), eq(approvalLinks.userId, ctx.userId), isNull(approvalLinks.revokedAt)))
    .run().changes;
  if (!changed) throw notFound("Approval link");
  return { success: true };
}
