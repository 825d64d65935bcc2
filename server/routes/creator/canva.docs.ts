import {
  CanvaCallbackQuery,
  CanvaConnectStarted,
  CanvaDisconnected,
  CanvaStatus,
  CanvaSynced,
  EditorUrlInput,
  designList,
  DesignTemplates,
  DesignView,
  EditorOpened,
  OneClickPostInput,
  PostedNow,
} from "@core/creator";
import { describeRoutes } from "../../openapi/describe";

export const canvaDocs = describeRoutes("Content", {
  getCallback: {
    summary: "Canva's OAuth callback",
    access: "public",
    query: CanvaCallbackQuery,
    status: 302,
    returns: "redirect",
    description: `Canva sends the owner's browser here. Always a 302: \`/content?canva=connected&synced=N#design-studio\`, or \`?canva=error&message=…\` (also when signed out).`,
  },
  getTemplates: {
    summary: "The design templates' sizes",
    returns: DesignTemplates,
    description: `\`{instagram_post: {name, width, height, platform, use}, …}\` (each platform's real size).`,
  },
  getDesigns: {
    summary: "List the design library",
    query: designList.schema,
    returns: { page: DesignView },
    description: `A page of designs \`{id, title, thumbnail, caption, type, isUploaded, origin, mimeType, width, height, sizeBytes, fileUrl, editUrl, createdAt, updatedAt}\`, newest first.`,
  },
  getStatus: {
    summary: "The Canva connection",
    returns: CanvaStatus,
    description: `\`{configured, connected, connectedAt, lastSyncedAt, problem}\` (never a token).`,
  },
  postConnect: {
    summary: "Start connecting Canva",
    returns: CanvaConnectStarted,
    errors: [503],
    description: `\`{authUrl}\` (Canva's OAuth 2 authorisation with PKCE S256; the state is valid 10 minutes, once); 503 without Canva keys.`,
  },
  postSync: {
    summary: "Bring Canva designs into the library",
    returns: CanvaSynced,
    errors: [409, 429, 503],
    description: `\`{synced}\`: the owner's 50 most recently edited Canva designs; 409 \`{details: {reconnect: true}}\` when Canva refused the connection; 429 with \`details.retryAfterSeconds\`; 503 when Canva fails or is not configured.`,
  },
  deleteConnection: {
    summary: "Disconnect Canva",
    returns: CanvaDisconnected,
    errors: [503],
    description: `\`{success, revoked}\`: tokens forgotten and revoked at Canva.`,
  },
  postEditorUrl: {
    summary: "Open an editor for a new design",
    returns: EditorOpened,
    body: EditorUrlInput,
    errors: [409, 429, 503],
    description: `\`{editorUrl, tool: "canva"|"local", designId}\`: a new Canva design at the template's size when connected, else the built-in editor; 400 \`Caption Required\`.`,
  },
  postOneClickPost: {
    summary: "Post a design now",
    returns: PostedNow,
    body: OneClickPostInput,
    status: 201,
    errors: [503],
    description: `\`{success: true, post}\`: scheduled for the owner's current minute; 400 \`Caption Required\`; 403 past the Starter limit.`,
  },
});
