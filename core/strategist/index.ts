// The face of core/strategist (business health, insights and suggestions): all that other modules may import from it (eslint/module-boundaries.js).
export type { SuggestionDraft } from "./findings";
