// The face of core/assistant: what the chat's understanding reads of the owner's business.
export { OwnerVocabulary, ownerVocabulary, VOCABULARY_CAP } from "./vocabulary";
export {
  BestClients,
  BestClientsQuery,
  bestClients,
  EARLY_HABIT_DAYS,
  LATE_HABIT_DAYS,
  PaymentHabits,
  paymentHabits,
} from "./clients";
