// The face of core/strategist (business health, insights and suggestions): all that other modules may import from it (eslint/module-boundaries.js).
export type { SuggestionDraft } from "./findings";
export { listSuggestions, suggestionList } from "./list";
export { SuggestionAccepted, SuggestionDismissed, SuggestionsGenerated, SuggestionView } from "./schemas";
export { AiInsightsView } from "./views";
export { generateSuggestions } from "./generate";
export { getAiInsights } from "./get";
export { acceptSuggestion } from "./accept";
export { dismissSuggestion } from "./dismiss";
export { businessFigures } from "./figures";
