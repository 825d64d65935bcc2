import type { OwnerContext } from "../../context";
import type { Design } from "../../db";
import { booleanFilter, enumFilter, pagedList } from "../../paging";
import { toDesignView } from "./internal";

type Row = Omit<Design, "createdAt" | "updatedAt" | "isUploaded"> & {
  createdAt: number;
  updatedAt: number;
  isUploaded: number;
};

/**
 * GET /api/canva/designs: the owner's design library (uploads, editor exports, and Canva designs once
 * synced), newest first, a page at a time; the body is the spec's plain array of designs.
 */
export const designList = pagedList({
  name: "designs",
  from: "designs d",
  owner: "d.user_id = @owner",
  id: "d.id",
  columns: `d.id, d.user_id as userId, d.title, d.caption, d.type, d.is_uploaded as isUploaded, d.origin,
    d.storage_key as storageKey, d.thumbnail_key as thumbnailKey, d.mime_type as mimeType,
    d.size_bytes as sizeBytes, d.width, d.height, d.canva_design_id as canvaDesignId, d.edit_url as editUrl,
    d.created_at as createdAt, d.updated_at as updatedAt`,
  sorts: { createdAt: { sql: "d.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    origin: { schema: enumFilter("Origin", ["upload", "editor", "canva"]), sql: "d.origin = @origin" },
    isUploaded: { schema: booleanFilter("isUploaded"), sql: "d.is_uploaded = @isUploaded" },
  },
  search: `d.title like @q escape '\\' or d.caption like @q escape '\\'`,
  map: (r: Row) =>
    toDesignView({
      ...r,
      isUploaded: r.isUploaded === 1,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.updatedAt),
    }),
});

export function listDesigns({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return designList.page(ctx, query);
}
