import { ApiTokenView, CreateApiTokenInput, NewApiToken, SignInInput, SignUpInput } from "@core/auth";
import { PublicUser } from "@core/users";
import { Done } from "@core/answers";
import { z } from "zod";
import { describeRoutes } from "../openapi/describe";

export const authDocs = describeRoutes("Account", {
  postSignup: {
    summary: "Create an account",
    returns: PublicUser,
    access: "public",
    body: SignUpInput,
    status: 201,
    errors: [409, 429],
    description: `Answers the new \`PublicUser\` and starts a session (cookie). 400 \`fields.password\` when shorter than 8 or too easy to guess; 409 \`We couldn't create an account with this email. If you already have one, sign in.\`; 429 past \`SIGNUP_RATE_LIMIT\` per address.`,
  },
  postSignin: {
    summary: "Sign in",
    returns: PublicUser,
    access: "public",
    body: SignInInput,
    errors: [401, 429],
    description: `Answers the \`PublicUser\` with a session cookie and the \`mt_device\` cookie; 401 \`Invalid email or password\`; 429 past \`SIGNIN_RATE_LIMIT\` failures per address, or while the account (or this browser) is locked.`,
  },
  postSignout: {
    summary: "Sign out",
    returns: Done,
    access: "public",
    description: `\`{success: true}\`; the session ends and its cookie is cleared.`,
  },
  getUser: {
    summary: "The signed-in owner",
    returns: PublicUser,
    description: `\`PublicUser\`.`,
  },
  postTokens: {
    summary: "Create an API token",
    returns: NewApiToken,
    access: "session",
    body: CreateApiTokenInput,
    status: 201,
    errors: [409],
    description: `Session only. \`{id, name, token, hint, scope, expiresAt, createdAt}\`: the token is shown this once. \`scope\` defaults to \`write\`; 400 \`fields.scope\` / \`fields.expiresInDays\`; 409 when the account already holds 50 tokens (revoke one first).`,
  },
  getTokens: {
    summary: "List API tokens",
    returns: z.array(ApiTokenView),
    description: `\`[{id, name, hint, scope, expiresAt, expired, createdAt, lastUsedAt}]\`.`,
  },
  deleteTokensById: {
    summary: "Revoke an API token",
    returns: Done,
    description: `\`{success: true}\`; 404 unknown or another owner's; an API token may revoke only itself (403 otherwise).`,
  },
});
