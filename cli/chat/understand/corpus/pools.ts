// The free words the paraphrases are written with: a description, a post's topic, a task's title, and
// the polite words before a request. They carry no intent, so the classifier learns they say nothing
// about one; common-words.ts leaves POOL_WORDS out of the words that do.

export const DESC =
  "(website redesign|logo design|the menu pdf|seo fixes|monthly retainer|consulting|hosting|the photo shoot|design work|copywriting|bookkeeping for october|the workshop|coaching session|the landing page|app updates|plugin updates|the audit|brand guide|maintenance|the deposit)";
export const TOPIC =
  "(our new pricing|the spring workshop|a client win|our holiday hours|3 tips for small businesses|the new service|a case study|behind the scenes|black friday deals|our new website|the team|a customer story)";
export const TITLE =
  "(call the bank|renew the domain|send the contract|update my portfolio|order business cards|file the receipts|back up the laptop|email the accountant|fix the booking form|buy a new monitor|prepare the proposal|check the analytics)";
export const PLEASE = "[please|pls|can you|could you|can u]";

/** The free words of the pools: content, not the request's words (common-words.ts leaves them out). */
export const POOL_WORDS = [DESC, TOPIC, TITLE].join(" ");
