// What the Creator's other parts read of its designs; other modules go through core/creator/index.ts.
export { getDesignOfOwner } from "./internal";
export { ensureDesignFile } from "./ensure-file";
export { requireAll } from "./require-all";
export { CAPTION_MAX } from "./schemas";
