import { z } from "zod";
import { PLATFORMS } from "../../../catalog";

export const SocialPlatformParam = z.object({ platform: z.enum(PLATFORMS) });

/** What a platform sends back to GET /api/social/{platform}/callback: a code and our state, or an error. */
export const SocialCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export const SocialConnectStarted = z.object({
  authUrl: z.string().describe("The platform's OAuth 2 authorisation (X: with PKCE S256)"),
});

export const SocialDisconnected = z.object({
  success: z.boolean(),
  revoked: z.boolean().describe("The platform was asked to revoke the token and did"),
  note: z.string().nullable().describe("What the owner may still do on the platform's side (LinkedIn)"),
});

export const FacebookPage = z.object({
  id: z.string(),
  name: z.string(),
  instagram: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
});

export const PickFacebookPageInput = z.object({
  pageId: z.string().min(1, { error: "Pick a Page" }),
  instagram: z.boolean().optional().describe("Connect the Page's Instagram business account too"),
});

export const FacebookPagePicked = z.object({
  facebook: z.string().describe("The Page's name"),
  instagram: z.string().nullable().describe("The Instagram account connected, or null"),
  instagramMissing: z
    .string()
    .nullable()
    .describe("Instagram was asked for and the Page has no Instagram business account: why, and what to do"),
});

/**
 * The cookie that carries a sign-in's outcome back to Settings ({ platform, result, message?, account? }
 * as URI-encoded JSON), read once and removed by the page: kept out of the address, so a crafted link
 * cannot make the page show words of its own.
 */
export const CONNECT_OUTCOME_COOKIE = "mt_connect_outcome";
