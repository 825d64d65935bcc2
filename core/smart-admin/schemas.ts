import { z } from "zod";

/** The optional body of an invoice nudge: `confirm` sends it inside the quiet period. */
export const NudgeInput = z
  .object({ confirm: z.boolean({ error: "confirm must be true or false" }).optional() })
  .nullish()
  .transform((v) => ({ confirm: v?.confirm ?? false }));
export type NudgeInput = z.input<typeof NudgeInput>;
