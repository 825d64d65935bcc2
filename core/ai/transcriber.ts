// Speech to text for voice notes: any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI,
// a Whisper server such as speaches or LocalAI) through the `openai` client. Offline there is no
// transcriber, and the page asks the owner to type or paste what they said.
import { AppError } from "../errors";

export interface AudioFile {
  bytes: Uint8Array;
  /** A file name whose extension tells the server the format (`voice-note.webm`). */
  filename: string;
  mimeType: string;
}

export interface Transcriber {
  readonly available: boolean;
  readonly model: string | null;
  /** The words in the recording; throws AppError with the owner's words when it cannot. */
  transcribe(audio: AudioFile): Promise<{ text: string; model: string }>;
}

export interface TranscriptionSettings {
  baseUrl?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const OFFLINE_TRANSCRIPTION_MESSAGE =
  "Speech-to-text is not set up on this server (AI_TRANSCRIPTION_BASE_URL or AI_BASE_URL). Type or paste what you said instead.";

export function offlineTranscriber(): Transcriber {
  return {
    available: false,
    model: null,
    async transcribe() {
      throw new AppError("UNAVAILABLE", OFFLINE_TRANSCRIPTION_MESSAGE);
    },
  };
}

/** The OpenAI client against `settings.baseUrl`; loaded on first use. */
export function openaiTranscriber(settings: TranscriptionSettings): Transcriber {
  let client:
    | Promise<{
        OpenAI: typeof import("openai").default;
        toFile: typeof import("openai").toFile;
        api: InstanceType<typeof import("openai").default>;
      }>
    | undefined;
  const load = () =>
    (client ??= import("openai").then((m) => ({
      OpenAI: m.default,
      toFile: m.toFile,
      api: new m.default({
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl,
        timeout: settings.timeoutMs,
        maxRetries: 0,
      }),
    })));
  return {
    available: true,
    model: settings.model,
    async transcribe(audio) {
      const { OpenAI, toFile, api } = await load();
      try {
        const file = await toFile(audio.bytes, audio.filename, { type: audio.mimeType });
        const result = await api.audio.transcriptions.create({ file, model: settings.model, response_format: "json" });
        const text = (typeof result === "string" ? result : (result.text ?? "")).trim();
        return { text, model: settings.model };
      } catch (error) {
        throw describeFailure(error, OpenAI);
      }
    },
  };
}

function describeFailure(error: unknown, OpenAI: typeof import("openai").default): AppError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AppError("UNAVAILABLE", "The speech-to-text service took too long. Try again, or type what you said.");
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new AppError(
      "UNAVAILABLE",
      "The speech-to-text service could not be reached. Try again, or type what you said.",
    );
  }
  if (error instanceof OpenAI.APIError) {
    const said = serverMessage(error);
    if (error.status === 400 || error.status === 413 || error.status === 415 || error.status === 422) {
      const message = `The speech-to-text service could not read this recording${said ? `: ${said}` : ""}`;
      return new AppError("VALIDATION", message, { audio: message });
    }
    if (error.status === 429) {
      const retryAfter = Number(error.headers?.get?.("retry-after"));
      return new AppError(
        "RATE_LIMITED",
        "The speech-to-text service is busy. Try again in a minute, or type what you said.",
        undefined,
        Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : undefined,
      );
    }
    if (error.status === 401 || error.status === 403) {
      return new AppError(
        "UNAVAILABLE",
        "The speech-to-text service refused this server's key (AI_TRANSCRIPTION_API_KEY). Type what you said for now.",
      );
    }
    if (error.status === 404) {
      return new AppError(
        "UNAVAILABLE",
        "The configured AI server has no speech-to-text endpoint (/audio/transcriptions). Type what you said for now.",
      );
    }
    return new AppError(
      "UNAVAILABLE",
      `The speech-to-text service failed (${error.status ?? "no status"}). Try again, or type what you said.`,
    );
  }
  return new AppError(
    "UNAVAILABLE",
    "The speech-to-text service gave an answer we could not read. Try again, or type what you said.",
  );
}

function serverMessage(error: { error?: unknown; message?: string }): string {
  const inner = error.error as { message?: unknown } | undefined;
  const text = typeof inner?.message === "string" ? inner.message : "";
  return text.slice(0, 200);
}

/**
 * AI_TRANSCRIPTION_BASE_URL / _API_KEY / _MODEL, each falling back to the language model's settings
 * (AI_BASE_URL, AI_API_KEY or OPENAI_API_KEY); the model defaults to whisper-1.
 */
export function transcriptionSettingsFromEnv(env: Record<string, string | undefined>): TranscriptionSettings | null {
  const baseUrl = env.AI_TRANSCRIPTION_BASE_URL || env.AI_BASE_URL || undefined;
  const apiKey = env.AI_TRANSCRIPTION_API_KEY || env.AI_API_KEY || env.OPENAI_API_KEY;
  if (!apiKey && !baseUrl) return null;
  return {
    baseUrl,
    apiKey: apiKey || "not-needed",
    model: env.AI_TRANSCRIPTION_MODEL || "whisper-1",
    timeoutMs: Number(env.AI_TRANSCRIPTION_TIMEOUT_MS || 60_000),
  };
}
