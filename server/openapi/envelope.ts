import { z } from "zod";

/** The one error envelope of every route (server/errors.ts, STYLE.md 10), as the document states it. */
export const ErrorEnvelope = z
  .object({
    code: z.string().meta({
      description:
        "VALIDATION, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, CONFIRMATION_REQUIRED, RATE_LIMITED, PAYMENT_FAILED, UNAVAILABLE, PAYLOAD_TOO_LARGE",
    }),
    message: z.string().meta({ description: "What went wrong, in words an owner understands" }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "For VALIDATION: each bad field (or parameter, `body` for the body itself) and why" }),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: "Facts a client can act on (e.g. `retryInMinutes`, `existingClientId`)" }),
  })
  .meta({ id: "Error" });
