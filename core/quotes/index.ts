// The face of core/quotes: all that other modules may import from it (eslint/module-boundaries.js).
export { getQuote, listQuotes, quoteList } from "./list";
export {
  AcceptQuoteInput,
  ConvertQuoteInput,
  CreateQuoteInput,
  DeclineQuoteInput,
  PublicQuoteView,
  QuoteConverted,
  QuoteSent,
  QuoteView,
} from "./schemas";
export { convertQuote } from "./convert";
export { createQuote } from "./create";
export { followUpQuote } from "./follow-up";
export { acceptQuote, declineQuote, getPublicQuote } from "./public";
export { sendQuote } from "./send";
