import { createOpenAI } from "@ai-sdk/openai";
import { generateText, Output } from "ai";
import type { AiEngine, AiResult, ModelSettings, StructuredTask } from "./types";

/** The deterministic backend: rules and templates over the owner's data, no network. */
export function offlineEngine(): AiEngine {
  return {
    backend: "offline",
    modelName: null,
    async structured<T>(task: StructuredTask<T>): Promise<AiResult<T>> {
      return { value: task.offline(), source: "offline" };
    },
  };
}

/**
 * The model backend: any OpenAI-compatible chat-completions API through the AI SDK, structured output
 * validated by the task's zod schema, a timeout, and on any failure the offline answer instead (the
 * user never sees a model failure as an error).
 */
export function modelEngine(settings: ModelSettings, log: (message: string) => void = () => {}): AiEngine {
  const provider = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
  const model = provider.chat(settings.model);
  return {
    backend: "model",
    modelName: settings.model,
    async structured<T>(task: StructuredTask<T>): Promise<AiResult<T>> {
      try {
        const result = await generateText({
          model,
          system: task.system,
          prompt: task.prompt,
          output: Output.object({ schema: task.schema, name: task.name }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
        });
        return { value: result.output as T, source: "model", model: settings.model };
      } catch (error) {
        const reason = describe(error);
        log(`[ai] ${task.name}: model failed (${reason}); using the offline engine`);
        return { value: task.offline(), source: "offline", fallbackReason: reason };
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "timeout";
    return `${error.name}: ${error.message}`.slice(0, 300);
  }
  return String(error).slice(0, 300);
}

/** AI_BASE_URL + AI_API_KEY + AI_MODEL (any OpenAI-compatible API), or OPENAI_API_KEY alone. */
export function modelSettingsFromEnv(env: Record<string, string | undefined>): ModelSettings | null {
  const apiKey = env.AI_API_KEY || env.OPENAI_API_KEY;
  const baseUrl = env.AI_BASE_URL || undefined;
  if (!apiKey && !baseUrl) return null;
  return {
    baseUrl,
    // Local servers (Ollama, LM Studio) accept any key.
    apiKey: apiKey || "not-needed",
    model: env.AI_MODEL || "gpt-4o-mini",
    timeoutMs: Number(env.AI_TIMEOUT_MS || 15_000),
  };
}
