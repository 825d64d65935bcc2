export const MODULE_EXCEPTIONS: readonly string[];
