import { ServerConfig } from "@core/server-config";
import { describeRoutes } from "../openapi/describe";

export const configDocs = describeRoutes("Account", {
  getConfig: {
    summary: "What the server's adapters are",
    returns: ServerConfig,
    access: "public",
    description: `\`{payments: {mode: "stripe"|"demo", publishableKey?}, mail: {mode: "smtp"|"outbox"}, ai: {backend: "model"|"offline", model}, transcription: {available, model}, canva: {configured}, social: {versions: [{api, label, setting, version, sunset, estimated, daysLeft, state, message}]}}\`: never a secret. \`social.versions\` says how long each platform serves the API version the server calls: \`ending\` within 60 days of its sunset, \`ended\` past it, with what to do in \`message\`.`,
  },
});
