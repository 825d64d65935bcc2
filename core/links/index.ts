// The face of core/links: all that other modules may import from it (eslint/module-boundaries.js).
export { sampleLinkedText, setPostLinks, textForPlatform } from "./post-links";
