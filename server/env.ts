import type { Services } from "@core/context";
import type { User } from "@core/db";
import type { ServerConfig } from "./config";

/** The Hono environment: what middleware puts on the context for the routes. */
export interface AppEnv {
  Variables: {
    services: Services;
    config: ServerConfig;
    /** The signed-in owner, when there is one. */
    user: User | null;
    /** The session cookie's token, when the request is authenticated by cookie. */
    sessionToken: string | null;
    /** 'session' (browser cookie) or 'token' (Authorization: Bearer). */
    authKind: "session" | "token" | null;
    /** The bearer token that authenticated the request, when one did. */
    apiToken: string | null;
    /** What that token may do: 'read' (GET and HEAD only) or 'write'; null without a token. */
    tokenScope: "read" | "write" | null;
    /** The request carried a token that has expired (its 401 says so). */
    tokenExpired: boolean;
    /**
     * The owner's data revision as read with their session or token (null otherwise): kept answers
     * (server/cached-read.ts) compare it without a second lookup.
     */
    ownerRevision: number | null;
    /** The caller's address (server/middleware/client-address.ts). */
    clientIp: string;
    /** The request came through a proxy named in TRUST_PROXY, so its X-Forwarded-* headers are believed. */
    viaTrustedProxy: boolean;
  };
}
