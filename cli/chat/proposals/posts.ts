// Posts from the chat: scheduled through the publishing branch's operation (the same question and
// run as `microteam post`), drafted through The Creator's wizard, or a question back when the
// owner gave a day but no words.

import type { CliContext } from "../../context";
import { readPost, schedulePostChange } from "../../operations/posts";
import type { ChatReply, Intent } from "../types";
import { propose, proposeChange, say } from "./propose";

export async function proposeSchedulePost(
  ctx: CliContext,
  intent: Extract<Intent, { op: "post.schedule" }>,
): Promise<ChatReply> {
  const input = { text: intent.text, on: intent.platforms, at: intent.at };
  const post = readPost(input, ctx.now());
  return proposeChange(
    {
      op: "schedule_post",
      args: { platforms: post.platforms, date: post.date, time: post.time, topic: post.text },
    },
    await schedulePostChange(ctx, input),
  );
}

export function proposeDraftPost(ctx: CliContext, intent: Extract<Intent, { op: "post.draft" }>): ChatReply {
  const where = intent.platform ? ` for ${intent.platform}` : "";
  return propose(
    { op: "create_post", args: { topic: intent.topic, ...(intent.platform ? { platform: intent.platform } : {}) } },
    `Draft captions${where} about "${intent.topic}" with The Creator (for your clients, in a friendly tone)? ` +
      "Nothing is scheduled until you pick one.",
    async () => {
      const api = await ctx.api();
      const created = await api.request<{ title: string; captions: { platform: string; text: string }[] }>(
        "POST",
        "/api/content/create-from-questions",
        {
          answers: {
            topic: intent.topic,
            audience: "our clients",
            key_point: intent.topic,
            context: intent.topic,
            tone: "friendly",
          },
        },
      );
      const mine = created.captions.find((c) => !intent.platform || c.platform.toLowerCase() === intent.platform);
      return say(
        `Drafted ${created.captions.length} captions about "${created.title}".` +
          (mine ? `\n${mine.platform}: ${mine.text}` : "") +
          '\nPick and schedule one in the web app (Content), or say "schedule a post about … on <platform> <when>".',
      );
    },
  );
}

export function askWhatToPost(at: string): ChatReply {
  return say(
    `What should the post for ${at} say, and on which platform (and at what time)? For example: ` +
      `"schedule a post about our spring workshop on linkedin ${at} at 9am".`,
  );
}
