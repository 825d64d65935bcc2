import { z } from "zod";

/** What Canva sends back to GET /api/canva/callback (OAuth 2): a code and our state, or an error. */
export const CanvaCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type CanvaCallbackQuery = z.infer<typeof CanvaCallbackQuery>;
