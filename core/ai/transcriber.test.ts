import { afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { wavBytes } from "../../test/fixtures/media";
import { AppError } from "../errors";
import { offlineTranscriber, openaiTranscriber, transcriptionSettingsFromEnv } from "./transcriber";

let fake: Awaited<ReturnType<typeof startFakeOpenAI>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const audio = () => ({ bytes: wavBytes(0.5), filename: "voice-note.wav", mimeType: "audio/wav" });

async function transcriber(timeoutMs = 5000) {
  fake = await startFakeOpenAI();
  return openaiTranscriber({ baseUrl: fake.baseUrl, apiKey: "sk-test", model: "whisper-1", timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("the OpenAI-compatible transcriber", () => {
  it("sends the recording as multipart with the model, and returns the words", async () => {
    const t = await transcriber();
    fake!.transcribeWith({ text: "  Price custom cakes by the hour.  " });
    const result = await t.transcribe(audio());
    expect(result).toEqual({ text: "Price custom cakes by the hour.", model: "whisper-1" });
    const [request] = fake!.transcriptionRequests;
    expect(request).toMatchObject({
      model: "whisper-1",
      fileName: "voice-note.wav",
      fileType: "audio/wav",
      fileSize: audio().bytes.length,
      authorization: "Bearer sk-test",
    });
  });

  it("says the recording could not be read when the server refuses it (400)", async () => {
    const t = await transcriber();
    fake!.transcribeWith({
      status: 400,
      body: JSON.stringify({ error: { message: "Audio file might be corrupted" } }),
    });
    const error = await failure(t.transcribe(audio()));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe(
      "The speech-to-text service could not read this recording: Audio file might be corrupted",
    );
    expect(error.fields).toHaveProperty("audio");
  });

  it("passes a rate limit on with its retry-after", async () => {
    const t = await transcriber();
    fake!.transcribeWith({
      status: 429,
      body: JSON.stringify({ error: { message: "Slow down" } }),
      headers: { "retry-after": "30" },
    });
    const error = await failure(t.transcribe(audio()));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.details).toEqual({ retryAfterSeconds: 30 });
  });

  it("names a refused key, a missing endpoint, a server error and a timeout", async () => {
    const t = await transcriber(300);
    fake!.transcribeWith(
      { status: 401, body: JSON.stringify({ error: { message: "bad key" } }) },
      { status: 404, body: JSON.stringify({ error: { message: "no route" } }) },
      { status: 500, body: JSON.stringify({ error: { message: "boom" } }) },
      { delayMs: 1000, text: "too late" },
    );
    expect((await failure(t.transcribe(audio()))).message).toMatch(/refused this server's key/);
    expect((await failure(t.transcribe(audio()))).message).toMatch(/no speech-to-text endpoint/);
    expect((await failure(t.transcribe(audio()))).message).toMatch(/failed \(500\)/);
    const timeout = await failure(t.transcribe(audio()));
    expect(timeout.code).toBe("UNAVAILABLE");
    expect(timeout.message).toMatch(/took too long/);
  });

  it("offline, there is no transcriber and the owner is told to type", async () => {
    const t = offlineTranscriber();
    expect(t.available).toBe(false);
    const error = await failure(t.transcribe(audio()));
    expect(error.code).toBe("UNAVAILABLE");
    expect(error.message).toMatch(/Type or paste what you said/);
  });

  it("reads its settings from the transcription variables, falling back to the model's", () => {
    expect(transcriptionSettingsFromEnv({})).toBeNull();
    expect(transcriptionSettingsFromEnv({ AI_BASE_URL: "http://ollama:11434/v1" })).toMatchObject({
      baseUrl: "http://ollama:11434/v1",
      model: "whisper-1",
    });
    expect(
      transcriptionSettingsFromEnv({
        AI_BASE_URL: "http://ollama:11434/v1",
        AI_TRANSCRIPTION_BASE_URL: "http://whisper:8000/v1",
        AI_TRANSCRIPTION_MODEL: "Systran/faster-whisper-small",
        OPENAI_API_KEY: "sk-x",
      }),
    ).toMatchObject({ baseUrl: "http://whisper:8000/v1", model: "Systran/faster-whisper-small", apiKey: "sk-x" });
  });
});
