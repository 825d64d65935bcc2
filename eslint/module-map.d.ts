export const CORE_MODULES: readonly string[];
export const LIGHT_ENTRIES: readonly string[];
export const ON_DEMAND_ENTRIES: readonly string[];
