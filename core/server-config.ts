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
    social: z.object({
      connect: z
        .object({ twitter: z.boolean(), linkedin: z.boolean(), facebook: z.boolean(), instagram: z.boolean() })
        .describe("The platforms the operator set up one-click connections for (decision 323)"),
      versions: z
        .array(
          z.object({
            api: z.enum(["linkedin", "graph"]),
            label: z.string(),
            setting: z.string().describe("The environment variable that chooses the version"),
            version: z.string(),
            sunset: z
              .string()
              .nullable()
              .describe("The day the platform stops serving it (YYYY-MM-DD); null: not announced"),
            estimated: z.boolean().describe("The date follows the platform's policy, not its published table"),
            daysLeft: z.number().int().nullable(),
            state: z
              .enum(["ok", "ending", "ended", "unreleased", "unknown"])
              .describe(
                "ending: within 60 days of its sunset; ended: past it; unreleased: a LinkedIn month not released yet; unknown: a Graph version newer than any this build knows",
              ),
            message: z.string().nullable().describe("What to do, when not ok"),
          }),
        )
        .describe("The platform API versions called, and how long each is served (docs/platforms.md)"),
    }),
  })
  .meta({ id: "ServerConfig" });
export type ServerConfig = z.infer<typeof ServerConfig>;
