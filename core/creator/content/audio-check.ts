// A voice note is checked by what its bytes are, not by its name or the browser's label: an empty
// file, one over the size limit, or anything that is not a recording is refused before it is kept.
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors";

/** The speech-to-text APIs' own limit (OpenAI: 25 MB per file). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

// What the transcription endpoint accepts (flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, webm), by the
// container's signature. The extension is what the server is told.
const ACCEPTED: Record<string, { ext: string; mimeType: string }> = {
  "audio/mpeg": { ext: "mp3", mimeType: "audio/mpeg" },
  "audio/mp4": { ext: "m4a", mimeType: "audio/mp4" },
  "audio/x-m4a": { ext: "m4a", mimeType: "audio/mp4" },
  "video/mp4": { ext: "mp4", mimeType: "audio/mp4" },
  "audio/wav": { ext: "wav", mimeType: "audio/wav" },
  "audio/x-wav": { ext: "wav", mimeType: "audio/wav" },
  "audio/vnd.wave": { ext: "wav", mimeType: "audio/wav" },
  "audio/webm": { ext: "webm", mimeType: "audio/webm" },
  "video/webm": { ext: "webm", mimeType: "audio/webm" },
  "audio/ogg": { ext: "ogg", mimeType: "audio/ogg" },
  "audio/opus": { ext: "ogg", mimeType: "audio/ogg" },
  "audio/flac": { ext: "flac", mimeType: "audio/flac" },
  "audio/x-flac": { ext: "flac", mimeType: "audio/flac" },
};

export interface CheckedAudio {
  ext: string;
  mimeType: string;
}

const refuse = (message: string) => new AppError("VALIDATION", message, { audio: message });

export async function checkAudio(bytes: Uint8Array): Promise<CheckedAudio> {
  if (bytes.byteLength === 0) throw refuse("The recording is empty");
  if (bytes.byteLength > MAX_AUDIO_BYTES) throw refuse("The recording is larger than 25 MB");
  const found = await fileTypeFromBuffer(bytes);
  const accepted = found ? ACCEPTED[found.mime] : undefined;
  if (!accepted) {
    throw refuse("That file is not a recording we can transcribe: use MP3, M4A, WAV, WebM, OGG or FLAC");
  }
  return accepted;
}
