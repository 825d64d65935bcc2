// The face of core/assistant: what the chat's understanding reads of the owner's business.
export { OwnerVocabulary, ownerVocabulary, VOCABULARY_CAP } from "./vocabulary";
