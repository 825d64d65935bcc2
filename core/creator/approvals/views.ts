// What the approval routes answer, as zod schemas: the OpenAPI document describes the answers from
// them and the types are inferred from them (docs/decisions/230). A leaf: zod only.
import { z } from "zod";

export const ApprovalLinkView = z.object({
  id: z.string(),
  label: z.string(),
  path: z.string().describe("The page to send: /approve/<token>. Shown to the owner, who shares it"),
  createdAt: z.string(),
});
export type ApprovalLinkView = z.infer<typeof ApprovalLinkView>;

export const ReviewablePost = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  platforms: z.array(z.string()),
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  images: z.array(z.string()),
  approvalStatus: z.enum(["pending", "approved", "changes_requested"]),
  lastComment: z
    .object({ reviewer: z.string(), decision: z.string(), comment: z.string().nullable(), at: z.string() })
    .nullable(),
});
export type ReviewablePost = z.infer<typeof ReviewablePost>;

/** GET /api/public/approvals/{token}: a page of the posts waiting for this reviewer. */
export const ApprovalPage = z.object({
  from: z.string().describe("The business asking"),
  reviewer: z.string(),
  posts: z.array(ReviewablePost),
  nextCursor: z.string().nullable().describe("The next page's `cursor`; null on the last page"),
});

/** POST /api/public/approvals/{token}/posts/{id}. */
export const ReviewDecided = z.object({
  success: z.boolean(),
  decision: z.enum(["approved", "changes_requested"]),
  message: z.string(),
});
