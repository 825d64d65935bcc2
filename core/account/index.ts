// The face of core/account: all that other modules may import from it (eslint/module-boundaries.js).
export { deleteAccount, DeleteAccountInput } from "./delete";
export { exportAccount } from "./export";
export { NOT_EXPORTED, OWNED_TABLES } from "./owned-tables";
