import type { z } from "zod";

export type AiSource = "model" | "offline";

/** Every answer says where it came from; a fall-back says why. */
export interface AiResult<T> {
  value: T;
  source: AiSource;
  /** The model's name when the model answered. */
  model?: string;
  /** Why the model's answer was not used (timeout, bad JSON, HTTP error), when it fell back. */
  fallbackReason?: string;
}

/**
 * A structured task for the engine: the model fills `schema` from the prompts; the offline function
 * answers when there is no model or the model fails. Content generation (captions and carousel from
 * answers), suggestions and insights are all tasks of this shape.
 */
export interface StructuredTask<T> {
  /** A short name, for logs and the schema's name. */
  name: string;
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  offline: () => T;
}

/** A tool the model may call (the terminal chat's operations). */
export interface ToolSpec {
  name: string;
  description: string;
  schema: z.ZodType;
  /**
   * A lookup the model may call on its way to an answer (find a client by name): it runs at once and
   * its result goes back to the model. Tools without it are the answer, returned to the caller.
   */
  execute?: (input: unknown) => Promise<unknown>;
}

export interface ToolRequest {
  system: string;
  messages: { role: "user" | "assistant"; content: string }[];
  tools: ToolSpec[];
}

/** A tool the model called, with its input as sent. */
export interface ToolCall {
  tool: string;
  input: unknown;
}

/**
 * The model picked a tool with its input (`more`: further tools of the same answer, in order), or
 * answered in words.
 */
export type ToolChoice = (ToolCall & { more?: ToolCall[] }) | { text: string };

export interface AiEngine {
  readonly backend: AiSource;
  readonly modelName: string | null;
  structured<T>(task: StructuredTask<T>): Promise<AiResult<T>>;
  /**
   * Tool calling: which tool answers the conversation's last message. The offline engine (and a
   * failed model) answers null, and the caller uses its own rules instead.
   */
  chooseTool(request: ToolRequest): Promise<AiResult<ToolChoice | null>>;
}

export interface ModelSettings {
  baseUrl?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}
