import crypto from "node:crypto";
import { Hono } from "hono";
import type { Services } from "@core/context";
import type { AppEnv } from "../env";
import type { ServerConfig } from "@core/server-config";
import { socialVersionStatuses } from "@core/social";
import { configDocs } from "./config.docs";

// The adapters are chosen at start-up and never change while the process runs: the answer is
// serialised, measured and tagged once per services object and day (the platform versions' days left
// to their sunset change with the date).
const answers = new WeakMap<
  Services,
  { day: string; bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }
>();

/** What the browser needs to know about the server's adapters (never a secret). */
export const configRoutes = new Hono<AppEnv>().get("/config", configDocs.getConfig, (c) => {
  const answer = configAnswer(c.get("services"));
  return new Response(answer.bytes, { status: 200, headers: { ...answer.headers } });
});

/** GET /api/config's body and headers, the same for every caller; also served by the kept-answer lane. */
export function configAnswer(services: Services) {
  const now = services.clock.now();
  const day = now.toISOString().slice(0, 10);
  let answer = answers.get(services);
  if (!answer || answer.day !== day) {
    const { payments, mail, ai, transcriber, canva } = services;
    const bytes = new Uint8Array(
      Buffer.from(
        JSON.stringify({
          payments: { mode: payments.mode, publishableKey: payments.publishableKey },
          mail: { mode: mail.kind },
          ai: { backend: ai.backend, model: ai.modelName },
          transcription: { available: transcriber.available, model: transcriber.model },
          canva: { configured: Boolean(canva) },
          social: {
            connect: {
              twitter: Boolean(services.settings.social.oauth?.twitter),
              linkedin: Boolean(services.settings.social.oauth?.linkedin),
              facebook: Boolean(services.settings.social.oauth?.facebook),
              instagram: Boolean(services.settings.social.oauth?.facebook),
            },
            versions: socialVersionStatuses(services.settings.social, now),
          },
        } satisfies ServerConfig),
      ),
    );
    const etag = `W/"${crypto.createHash("sha1").update(bytes).digest("base64url")}"`;
    answer = {
      day,
      bytes,
      headers: { "content-type": "application/json", "content-length": String(bytes.length), etag },
    };
    answers.set(services, answer);
  }
  return answer;
}
