// The face of core/leads: all that other modules may import from it (eslint/module-boundaries.js).
export { sampleLinkedText, setPostLinks, textForPlatform } from "./post-links";
