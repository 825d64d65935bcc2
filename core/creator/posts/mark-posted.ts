import { z } from "zod";
import { PLATFORMS } from "../../catalog";
import type { OwnerContext } from "../../context";
import { conflict } from "../../errors";
import { settlePost } from "../publishing/settle";
import { parseInput } from "../../validation";
import { getPostRowOfOwner, getPostView } from "./internal";

export const MarkPostedInput = z.object({
  /** One platform; all the post's waiting platforms when absent. */
  platform: z.enum(PLATFORMS, { error: `Platform must be one of: ${PLATFORMS.join(", ")}` }).optional(),
  /** Where the owner posted it, to keep with the post. */
  url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), { error: "Link must start with https://" })
    .optional(),
});

/**
 * "Mark as posted" for a post that was ready to post by hand (no token for the platform): the
 * platform's delivery becomes posted_manually, and the post published once none is left waiting.
 */
export function markPosted({ ctx, id, input }: { ctx: OwnerContext; id: string; input: unknown }) {
  const data = parseInput(MarkPostedInput, input ?? {});
  getPostRowOfOwner(ctx, id);
  const now = ctx.clock.now().getTime();
  ctx.db.transaction(() => {
    const changed = ctx.db.$client
      .prepare(
        `update post_deliveries set status = 'posted_manually', error = null, published_at = @now,
           remote_url = coalesce(@url, remote_url)
         where event_id = @id and user_id = @owner and status = 'manual' ${data.platform ? "and platform = @platform" : ""}`,
      )
      .run({ now, id, owner: ctx.userId, platform: data.platform, url: data.url || null }).changes;
    if (changed === 0) throw conflict("Nothing is waiting to be posted by hand for this post");
    settlePost(ctx, id);
  });
  return getPostView(ctx, id);
}
