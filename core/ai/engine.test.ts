import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeOpenAI } from "../../test/fakes/openai";
import { modelEngine, modelSettingsFromEnv, offlineEngine } from "./engine";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function engine(timeoutMs = 2000) {
  const fake = await startFakeOpenAI();
  closers.push(fake.close);
  const ai = modelEngine({ baseUrl: fake.baseUrl, apiKey: "sk-local", model: "local-model", timeoutMs });
  return { fake, ai };
}

const task = {
  name: "greeting",
  system: "Say hello.",
  prompt: "Owner: Olive",
  schema: z.object({ text: z.string().min(3) }),
  offline: () => ({ text: "Hello from the offline engine" }),
};

describe("the model backend", () => {
  it("asks the model over HTTP for a structured answer and validates it", async () => {
    const { fake, ai } = await engine();
    fake.reply({ content: JSON.stringify({ text: "Hello Olive" }) });
    const result = await ai.structured(task);
    expect(result).toEqual({ value: { text: "Hello Olive" }, source: "model", model: "local-model" });
    expect(fake.requests[0].authorization).toBe("Bearer sk-local");
    expect(fake.requests[0].body.model).toBe("local-model");
    expect(JSON.stringify(fake.requests[0].body.messages)).toContain("Owner: Olive");
    expect(fake.requests[0].body.response_format?.type).toBe("json_schema");
  });

  it("falls back to the offline engine on malformed JSON", async () => {
    const { fake, ai } = await engine();
    fake.reply({ content: "this is { not json" });
    const result = await ai.structured(task);
    expect(result.source).toBe("offline");
    expect(result.value).toEqual({ text: "Hello from the offline engine" });
    expect(result.fallbackReason).toBeTruthy();
  });

  it("falls back when the answer does not fit the schema", async () => {
    const { fake, ai } = await engine();
    fake.reply({ content: JSON.stringify({ text: 42 }) });
    expect((await ai.structured(task)).source).toBe("offline");
  });

  it("falls back on a timeout", async () => {
    const { fake, ai } = await engine(200);
    fake.reply({ delayMs: 1500, content: JSON.stringify({ text: "too late" }) });
    const result = await ai.structured(task);
    expect(result.source).toBe("offline");
    expect(result.fallbackReason).toBe("timeout");
  });

  it("falls back on an HTTP error", async () => {
    const { fake, ai } = await engine();
    fake.reply({ status: 500, body: JSON.stringify({ error: { message: "overloaded" } }) });
    expect((await ai.structured(task)).source).toBe("offline");
  });
});

describe("configuration", () => {
  it("uses the offline engine without settings", async () => {
    expect(modelSettingsFromEnv({})).toBeNull();
    expect((await offlineEngine().structured(task)).source).toBe("offline");
  });

  it("reads AI_BASE_URL, AI_API_KEY, AI_MODEL, or OPENAI_API_KEY alone", () => {
    expect(modelSettingsFromEnv({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.1" })).toMatchObject({
      baseUrl: "http://localhost:11434/v1",
      model: "llama3.1",
      apiKey: "not-needed",
    });
    expect(modelSettingsFromEnv({ OPENAI_API_KEY: "sk-x" })).toMatchObject({ apiKey: "sk-x", model: "gpt-4o-mini" });
  });
});
