// The face of core/ai: all that other modules may import from it (eslint/module-boundaries.js).
export type { Transcriber } from "./transcriber";
export type { AiEngine, AiResult } from "./types";
export { modelEngine, modelSettingsFromEnv, offlineEngine } from "./engine";
export type { ModelSettings, ToolSpec } from "./types";
export {
  offlineTranscriber,
  openaiTranscriber,
  type TranscriptionSettings,
  transcriptionSettingsFromEnv,
} from "./transcriber";
