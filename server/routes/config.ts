import { Hono } from "hono";
import type { AppEnv } from "../env";
import { configDocs } from "./config.docs";

/** What the browser needs to know about the server's adapters (never a secret). */
export const configRoutes = new Hono<AppEnv>().get("/config", configDocs.getConfig, (c) => {
  const { payments, mail, ai, transcriber, canva } = c.get("services");
  return c.json(
    {
      payments: { mode: payments.mode, publishableKey: payments.publishableKey },
      mail: { mode: mail.kind },
      ai: { backend: ai.backend, model: ai.modelName },
      transcription: { available: transcriber.available, model: transcriber.model },
      canva: { configured: Boolean(canva) },
    },
    200,
  );
});
