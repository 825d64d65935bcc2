// GET /api/config: what the browser needs to know about the server's adapters (never a secret).
// The answer's schema: the OpenAPI document describes it and the route's object is checked against it.
import { z } from "zod";

export const ServerConfig = z
  .object({
    payments: z.object({
      mode: z.enum(["stripe", "demo"]),
      publishableKey: z.string().nullable().describe("Stripe's publishable key (null in demo mode)"),
    }),
    mail: z.object({ mode: z.enum(["smtp", "outbox"]).describe("outbox: emails are kept, not sent (no SMTP)") }),
    ai: z.object({ backend: z.enum(["model", "offline"]), model: z.string().nullable() }),
    transcription: z.object({ available: z.boolean(), model: z.string().nullable() }),
    canva: z.object({ configured: z.boolean() }),
  })
  .meta({ id: "ServerConfig" });
export type ServerConfig = z.infer<typeof ServerConfig>;
