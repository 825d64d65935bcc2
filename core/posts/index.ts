// The face of core/posts: all that other modules may import from it (eslint/module-boundaries.js).
export { platformsOf } from "./rows";
export type { PlatformConnection } from "./schemas";
export { creatorSubscriber } from "./subscriber";
export { PlatformField, schedulePost } from "./schedule-design";
