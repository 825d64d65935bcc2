import { ServerConfig } from "@core/server-config";
import { describeRoutes } from "../openapi/describe";

export const configDocs = describeRoutes("Account", {
  getConfig: {
    summary: "What the server's adapters are",
    returns: ServerConfig,
    access: "public",
    description: `\`{payments: {mode: "stripe"|"demo", publishableKey?}, mail: {mode: "smtp"|"outbox"}, ai: {backend: "model"|"offline", model}, transcription: {available, model}, canva: {configured}}\`: never a secret.`,
  },
});
