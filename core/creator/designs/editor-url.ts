import { z } from "zod";
import type { OwnerContext } from "../../context";
import { connectionRow } from "./canva/connection";
import { createCanvaDesign } from "./canva/create-design";
import { parseInput } from "../../validation";
import { CAPTION_MAX } from "./schemas";
import { DESIGN_TEMPLATES, TEMPLATE_TYPES } from "./templates";

export const EditorUrlInput = z.object({
  templateType: z.enum(TEMPLATE_TYPES, { error: `Template must be one of: ${TEMPLATE_TYPES.join(", ")}` }),
  caption: z
    .string({ error: "Caption Required" })
    .trim()
    .min(1, { error: "Caption Required" })
    .max(CAPTION_MAX, { error: `Caption must be at most ${CAPTION_MAX.toLocaleString("en-US")} characters` }),
});

/**
 * POST /api/canva/editor-url: where to design this template with this caption. With a connected Canva
 * account, a new Canva design of the template's size (its edit link); otherwise the product's own
 * editor, which lays the caption out at the template's size and exports a PNG in the browser.
 */
export async function editorUrl({ ctx, input }: { ctx: OwnerContext; input: unknown }) {
  const { templateType, caption } = parseInput(EditorUrlInput, input);
  const template = DESIGN_TEMPLATES[templateType];
  if (ctx.canva && connectionRow(ctx)) {
    const created = await createCanvaDesign(ctx, { templateType, template, caption });
    return { editorUrl: created.editorUrl, tool: "canva" as const, designId: created.designId };
  }
  const params = new URLSearchParams({ template: templateType, caption });
  return { editorUrl: `/editor?${params.toString()}`, tool: "local" as const, designId: null };
}
