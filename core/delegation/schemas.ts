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
export const DelegationView = z
  .object({
    id: z.string(),
    taskId: z.string(),
    taskTitle: z.string(),
    workflowId: z.string().nullable(),
    workflowTitle: z.string().nullable(),
    helperName: z.string(),
    helperEmail: z.string(),
    message: z.string().nullable(),
    delegatedAt: z.string(),
    viewedAt: z.string().nullable(),
    completedAt: z
      .string()
      .nullable()
      .describe("When it was done: by the helper through the link, or by the owner themself"),
    completedBy: z.enum(["helper", "owner"]).nullable(),
    completionNote: z.string().nullable(),
    email: z
      .object({ status: z.string(), error: z.string().nullable() })
      .nullable()
      .describe("The email with the link: queued, sending, sent/stored, or failed with the reason"),
  })
  .meta({ id: "DelegationView" });
export type DelegationView = z.infer<typeof DelegationView>;

/** POST /api/tasks/{id}/delegation: the helper's email queued with the private link. */
export const TaskDelegated = z.object({
  success: z.boolean(),
  message: z.string(),
  batchId: z.string(),
  delegation: DelegationView,
});

/**
 * What the helper's private link shows: the task and the business that asked, nothing else of the
 * owner (no name, email, money or other tasks).
 */
export const DelegatedTaskView = z.object({
  businessName: z.string().nullable(),
  helperName: z.string(),
  task: z.object({
    title: z.string(),
    description: z.string().nullable(),
    dueDate: z.string().nullable(),
    estimatedTime: z.number(),
  }),
  message: z.string().nullable(),
  delegatedAt: z.string(),
  status: z.enum(["open", "done"]),
  completedAt: z.string().nullable(),
  completionNote: z.string().nullable(),
  completedBy: z
    .enum(["helper", "owner"])
    .nullable()
    .describe("Done by the helper through this link, or by the owner themself"),
});
export type DelegatedTaskView = z.infer<typeof DelegatedTaskView>;
