import { z } from "zod";

export const DelegateInput = z.object({
  helperName: z
    .string({ error: "Helper's name is required" })
    .trim()
    .min(1, { error: "Helper's name is required" })
    .max(100, { error: "Helper's name must be at most 100 characters" }),
  helperEmail: z
    .string({ error: "Enter the helper's email" })
    .trim()
    .max(254, { error: "Enter a valid email" })
    .pipe(z.email({ error: "Enter a valid email" })),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(1000, { error: "Message must be at most 1000 characters" })
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type DelegateInput = z.input<typeof DelegateInput>;

export const CompleteDelegationInput = z
  .object({
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(1000, { error: "Note must be at most 1000 characters" })
      .optional()
      .nullable()
      .transform((v) => v || null),
  })
  .optional()
  .transform((v) => v ?? { note: null });
export type CompleteDelegationInput = z.input<typeof CompleteDelegationInput>;

/** A delegation as the owner sees it. */
export interface DelegationView {
  id: string;
  taskId: string;
  taskTitle: string;
  workflowId: string | null;
  workflowTitle: string | null;
  helperName: string;
  helperEmail: string;
  message: string | null;
  delegatedAt: string;
  viewedAt: string | null;
  /** When it was done: by the helper through the link, or by the owner themself. */
  completedAt: string | null;
  completedBy: "helper" | "owner" | null;
  completionNote: string | null;
  /** The email with the link: queued, sending, sent/stored, or failed with the reason. */
  email: { status: string; error: string | null } | null;
}

/**
 * What the helper's private link shows: the task and the business that asked, nothing else of the
 * owner (no name, email, money or other tasks).
 */
export interface DelegatedTaskView {
  businessName: string | null;
  helperName: string;
  task: { title: string; description: string | null; dueDate: string | null; estimatedTime: number };
  message: string | null;
  delegatedAt: string;
  status: "open" | "done";
  completedAt: string | null;
  completionNote: string | null;
  /** Done by the helper through this link, or by the owner themself. */
  completedBy: "helper" | "owner" | null;
}
