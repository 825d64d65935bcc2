import type { OwnerContext } from "../../context";
import type { ContentSource } from "../../db";
import { enumFilter, pagedList } from "../../paging";
import { toSourceView } from "./internal";

interface Row {
  id: string;
  type: string;
  title: string | null;
  sourceText: string | null;
  generatedContent: string | null;
  audioUrl: string | null;
  designUrl: string | null;
  transcript: string | null;
  status: string;
  createdAt: number;
}

/**
 * GET /api/content/sources: the owner's content sources, newest first, a page at a time (the paging
 * contract; the body stays the spec's plain array). "Recent content" asks for `?limit=3`.
 */
export const sourceList = pagedList({
  name: "content-sources",
  from: "content_sources s",
  owner: "s.user_id = @owner",
  id: "s.id",
  columns: `s.id, s.type, s.title, s.source_text as sourceText, s.generated_content as generatedContent,
    s.audio_url as audioUrl, s.design_url as designUrl, s.transcript, s.status, s.created_at as createdAt`,
  sorts: { createdAt: { sql: "s.created_at" } },
  defaultSort: "-createdAt",
  filters: {
    status: {
      schema: enumFilter("Status", ["processing", "transcribed", "completed", "failed"]),
      sql: "s.status = @status",
    },
    type: { schema: enumFilter("Type", ["questions", "audio"]), sql: "s.type = @type" },
  },
  search: `s.title like @q escape '\\' or s.source_text like @q escape '\\'`,
  map: (r: Row) =>
    toSourceView({
      ...r,
      userId: "",
      generatedContent: r.generatedContent ? JSON.parse(r.generatedContent) : null,
      createdAt: new Date(r.createdAt),
    } satisfies ContentSource),
});

export function listSources({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return sourceList.page(ctx, query);
}
