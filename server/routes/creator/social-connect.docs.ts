import {
  FacebookPage,
  FacebookPagePicked,
  PickFacebookPageInput,
  SocialCallbackQuery,
  SocialConnectStarted,
  SocialDisconnected,
} from "@core/creator";
import { z } from "zod";
import { describeRoutes } from "../../openapi/describe";

export const socialConnectDocs = describeRoutes("Posts", {
  getCallback: {
    summary: "A platform's OAuth callback",
    access: "public",
    query: SocialCallbackQuery,
    status: 302,
    returns: "redirect",
    description: `X, LinkedIn or Facebook sends the owner's browser here. A 302 to Settings → Social Media (\`/profile?tab=social&connect=twitter\`), with the outcome in the short-lived \`mt_connect_outcome\` cookie (URI-encoded JSON: \`platform\`, \`result\` connected, pick (Facebook: pick the Page) or error (also when the state is not this owner's), \`message\`, \`account\`, \`missing\`: the permissions posting needs that were not allowed), which the page reads once. Never in the address, so a crafted link cannot make the page say anything. A browser without a session here (signed out, or signed in at another host name than the public address) goes instead to the sign-in page at the public address (\`{public address}/api/login?connect=twitter\`), which says to sign in there and press Connect again; the state stays unspent.`,
  },
  postConnect: {
    summary: "Start connecting a platform with one click",
    returns: SocialConnectStarted,
    errors: [503],
    description: `\`{authUrl}\`: the platform's authorisation (X with PKCE S256; the state is valid 10 minutes, once, for this owner); Instagram connects through Facebook Login; 503 when the operator has not registered the platform's app.`,
  },
  deleteConnection: {
    summary: "Disconnect a platform",
    returns: SocialDisconnected,
    description: `\`{success, revoked, note}\`: the token is forgotten here and revoked where the platform allows it (X, Facebook); LinkedIn has none for members (\`note\` says what to do there).`,
  },
  getFacebookPages: {
    summary: "The Facebook Pages to pick from",
    returns: z.array(FacebookPage),
    description: `After Facebook Login: \`[{id, name, instagram: {id, username} | null}]\` (10 minutes; never a token).`,
  },
  postFacebookPage: {
    summary: "Connect the picked Facebook Page",
    body: PickFacebookPageInput,
    returns: FacebookPagePicked,
    description: `\`{facebook, instagram, instagramMissing}\`: the Page's long-lived token is stored, and its Instagram business account's when \`instagram\` is true. When \`instagram\` is true and the Page has no Instagram business account, Facebook is connected, Instagram is not, and \`instagramMissing\` says what to do.`,
  },
});
