import type { OwnerContext } from "../../context";
import { notFound } from "../../errors";
import { getSourceOfOwner } from "./internal";

const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  webm: "audio/webm",
  ogg: "audio/ogg",
  flac: "audio/flac",
};

/** GET /api/content/sources/:id/audio: the owner's own recording, to play back. */
export async function readVoiceNoteAudio({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const source = getSourceOfOwner(ctx, id);
  if (!source.audioUrl) throw notFound("Recording");
  const bytes = await ctx.storage.get(source.audioUrl);
  if (!bytes) throw notFound("Recording");
  const ext = source.audioUrl.split(".").pop() ?? "";
  return { bytes, mimeType: TYPES[ext] ?? "application/octet-stream" };
}
