import type { AiEngine, AiResult, ModelSettings, StructuredTask, ToolChoice, ToolRequest } from "./types";

/** The deterministic backend: rules and templates over the owner's data, no network. */
export function offlineEngine(): AiEngine {
  return {
    backend: "offline",
    modelName: null,
    async structured<T>(task: StructuredTask<T>): Promise<AiResult<T>> {
      return { value: task.offline(), source: "offline" };
    },
    async chooseTool(): Promise<AiResult<ToolChoice | null>> {
      return { value: null, source: "offline" };
    },
  };
}

/**
 * The model backend: any OpenAI-compatible chat-completions API through the AI SDK, structured output
 * validated by the task's zod schema, a timeout, and on any failure the offline answer instead (the
 * user never sees a model failure as an error).
 */
export function modelEngine(settings: ModelSettings, log: (message: string) => void = () => {}): AiEngine {
  // The AI SDK is loaded on first use: a process that never asks the model never pays for it.
  let sdk: Promise<{ ai: typeof import("ai"); model: import("ai").LanguageModel }> | undefined;
  const load = () =>
    (sdk ??= Promise.all([import("ai"), import("@ai-sdk/openai")]).then(([ai, openai]) => ({
      ai,
      model: openai.createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl }).chat(settings.model),
    })));
  return {
    backend: "model",
    modelName: settings.model,
    async structured<T>(task: StructuredTask<T>): Promise<AiResult<T>> {
      try {
        const { ai, model } = await load();
        const result = await ai.generateText({
          model,
          system: task.system,
          prompt: task.prompt,
          output: ai.Output.object({ schema: task.schema, name: task.name }),
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
    async chooseTool(request: ToolRequest): Promise<AiResult<ToolChoice | null>> {
      try {
        const { ai, model } = await load();
        const lookups = new Set(request.tools.filter((t) => t.execute).map((t) => t.name));
        const result = await ai.generateText({
          model,
          system: request.system,
          messages: request.messages,
          tools: Object.fromEntries(
            request.tools.map((t) => [
              t.name,
              t.execute
                ? ai.tool({ description: t.description, inputSchema: t.schema, execute: t.execute })
                : ai.tool({ description: t.description, inputSchema: t.schema }),
            ]),
          ),
          toolChoice: "auto",
          // Lookups run and go back to the model; a step that calls any other tool (even one that does
          // not exist) ends the turn, and the caller decides what to do with it.
          stopWhen: [
            ai.stepCountIs(4),
            ({ steps }) => (steps.at(-1)?.toolCalls ?? []).some((c) => !lookups.has(c.toolName)),
          ],
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
        });
        const calls = result.toolCalls
          .filter((c) => !lookups.has(c.toolName))
          // A call the SDK could not parse keeps its raw text: the caller treats it as not understood.
          .map((c) => ({ tool: c.toolName, input: "invalid" in c && c.invalid ? undefined : c.input }));
        if (calls.length) {
          const [first, ...more] = calls;
          return { value: { ...first, ...(more.length ? { more } : {}) }, source: "model", model: settings.model };
        }
        if (result.text.trim()) return { value: { text: result.text.trim() }, source: "model", model: settings.model };
        return { value: null, source: "offline", fallbackReason: "empty answer" };
      } catch (error) {
        const reason = describe(error);
        log(`[ai] tool choice: model failed (${reason}); using the offline rules`);
        return { value: null, source: "offline", fallbackReason: reason };
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
