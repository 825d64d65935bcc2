import { z } from "zod";

/** What Canva sends back to GET /api/canva/callback (OAuth 2): a code and our state, or an error. */
export const CanvaCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});
export type CanvaCallbackQuery = z.infer<typeof CanvaCallbackQuery>;

export const CanvaStatus = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  problem: z.string().nullable().describe("Why the connection stopped working, in the owner's words"),
});
export const CanvaConnectStarted = z.object({
  authUrl: z.string().describe("Canva's OAuth 2 authorisation (PKCE S256)"),
});
export const CanvaSynced = z.object({ synced: z.number().int() });
export const CanvaDisconnected = z.object({ success: z.boolean(), revoked: z.boolean() });
