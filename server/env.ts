import type { Services } from "@core/context";
import type { User } from "@core/db/schema";
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
  };
}
