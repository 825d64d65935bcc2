import type { OwnerContext } from "../../../context";
import { connectionRow } from "./connection";

export interface CanvaStatus {
  /** CANVA_CLIENT_ID and CANVA_CLIENT_SECRET are set on this server. */
  configured: boolean;
  connected: boolean;
  connectedAt: string | null;
  lastSyncedAt: string | null;
  /** Why Canva stopped answering (reconnect), or null. */
  problem: string | null;
}

/** GET /api/canva/status: whether the owner's Canva account is connected (never the tokens). */
export function canvaStatus({ ctx }: { ctx: OwnerContext }): CanvaStatus {
  const row = ctx.canva ? connectionRow(ctx) : null;
  return {
    configured: Boolean(ctx.canva),
    connected: Boolean(row),
    connectedAt: row?.connectedAt.toISOString() ?? null,
    lastSyncedAt: row?.lastSyncedAt?.toISOString() ?? null,
    problem: row?.problem ?? null,
  };
}
