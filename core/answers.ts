// The small answers many routes share, as zod schemas the OpenAPI document describes them from
// (docs/decisions/230); each module's own answers sit beside its views.
import { z } from "zod";

/** `{success: true}`: done, nothing more to say. */
export const Done = z.object({ success: z.boolean() });
export type Done = z.infer<typeof Done>;

/** `{success: true, message}`: done, with a sentence for the owner. */
export const DoneMessage = z.object({ success: z.boolean(), message: z.string() });
export type DoneMessage = z.infer<typeof DoneMessage>;
