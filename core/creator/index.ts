// The face of core/creator, the Creator (designs and Canva, content, posts, publishing, approvals,
// social analytics): all that other modules may import from it (eslint/module-boundaries.js).
// Its folders are internal to it and import each other freely.
export { creatorSubscriber } from "./posts";
export { postChannel, TOKEN_COLUMN } from "./publishing";
