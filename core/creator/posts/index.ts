// What the Creator's other parts read of its posts; other modules go through core/creator/index.ts.
export { platformsOf } from "./rows";
export type { PlatformConnection } from "./schemas";
export { creatorSubscriber } from "./subscriber";
export { PlatformField, schedulePost } from "./schedule-design";
