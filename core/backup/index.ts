// The face of core/backup: all that other modules may import from it (eslint/module-boundaries.js).
export { writeServerPid } from "./server-pid";
