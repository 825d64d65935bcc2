import { eq } from "drizzle-orm";
import type { OwnerContext } from "../../../context";
import { canvaConnections } from "../../../db";
import { audit } from "../../../log";
import { canvaCall } from "./api";
import { connectionRow, requireCanva } from "./connection";

/**
 * DELETE /api/canva/connection: forgets the tokens and asks Canva to revoke the refresh token's
 * lineage. The designs already synced stay in the library.
 */
export async function disconnectCanva({ ctx }: { ctx: OwnerContext }) {
  const settings = requireCanva(ctx);
  const row = connectionRow(ctx);
  if (!row) return { success: true, revoked: false };
  ctx.db.delete(canvaConnections).where(eq(canvaConnections.userId, ctx.userId)).run();
  audit(ctx, "canva.disconnected", { userId: ctx.userId });
  let revoked = true;
  try {
    const token = ctx.secrets.open(row.refreshToken, { userId: ctx.userId, field: "canvaRefreshToken" });
    await canvaCall(settings, {
      method: "POST",
      url: `${settings.oauthUrl}/v1/oauth/revoke`,
      form: { token },
      basic: true,
    });
  } catch {
    // The tokens are forgotten here either way; an unrevoked one expires on Canva's side.
    revoked = false;
  }
  return { success: true, revoked };
}
