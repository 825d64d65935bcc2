import { z } from "zod";

export const SupportRequestInput = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(200),
  email: z.email({ error: "Valid email is required" }).max(254),
  question: z
    .string({ error: "Please provide more details (at least 10 characters)" })
    .trim()
    .min(10, { error: "Please provide more details (at least 10 characters)" })
    .max(5000, { error: "Please keep it under 5000 characters" }),
});
export type SupportRequestInput = z.infer<typeof SupportRequestInput>;
