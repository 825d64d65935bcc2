import type { OwnerContext } from "../../../context";
import { designs } from "../../../db";
import { AppError } from "../../../errors";
import type { DesignTemplate } from "../templates";
import { canvaCall, type CanvaDesign } from "./api";
import { requireCanva, withCanvaToken } from "./connection";

/**
 * A new Canva design at the template's size, titled with the caption, kept in the library with the
 * caption: returns Canva's edit link (temporary, 30 days) for the editor to open.
 */
export async function createCanvaDesign(
  ctx: OwnerContext,
  { templateType, template, caption }: { templateType: string; template: DesignTemplate; caption: string },
): Promise<{ editorUrl: string; designId: string }> {
  const settings = requireCanva(ctx);
  const title = caption.replace(/\s+/g, " ").trim().slice(0, 60) || template.name;
  const answer = await withCanvaToken(ctx, "create the design", (token) =>
    canvaCall<{ design?: CanvaDesign }>(settings, {
      method: "POST",
      url: "/v1/designs",
      token,
      json: {
        type: "type_and_asset",
        design_type: { type: "custom", width: template.width, height: template.height },
        title,
      },
    }),
  );
  const design = answer.design;
  if (!design?.id || !design.urls?.edit_url) {
    throw new AppError("UNAVAILABLE", "Canva created the design but did not say where to edit it. Please try again.");
  }
  const now = ctx.clock.now();
  const row = ctx.db
    .insert(designs)
    .values({
      userId: ctx.userId,
      title,
      caption,
      type: templateType,
      origin: "canva",
      canvaDesignId: design.id,
      editUrl: design.urls.edit_url,
      width: template.width,
      height: template.height,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [designs.userId, designs.canvaDesignId],
      set: { caption, editUrl: design.urls.edit_url, updatedAt: now },
    })
    .returning({ id: designs.id })
    .get();
  return { editorUrl: design.urls.edit_url, designId: row.id };
}
