import {
  quoteList,
  AcceptQuoteInput,
  ConvertQuoteInput,
  CreateQuoteInput,
  DeclineQuoteInput,
  PublicQuoteView,
  QuoteConverted,
  QuoteSent,
  QuoteView,
} from "@core/quotes";
import { describeRoutes } from "../openapi/describe";

export const quoteDocs = describeRoutes("Quotes", {
  get: {
    summary: "List quotes",
    query: quoteList.schema,
    returns: { page: QuoteView },
    description: `A page of \`QuoteView\` (docs/api.md "Quotes"), newest first; \`status\` filters, \`q\` searches number, client, description and id.`,
  },
  post: {
    summary: "Write a quote",
    returns: QuoteView,
    body: CreateQuoteInput,
    status: 201,
    description: `Lines by the invoice's rule, an optional discount and \`validUntil\`; a draft numbered Q-0001 onwards. docs/decisions/201-quotes.md.`,
  },
  getById: {
    summary: "Get a quote",
    returns: QuoteView,
    description: `\`QuoteView\` with its figures.`,
  },
  postByIdSend: {
    summary: "Email a quote to the client",
    returns: QuoteSent,
    status: 202,
    errors: [409, 429],
    description: `Queues the email with the quote's private link through the outbox; 409 once answered; 400 for a client without an email.`,
  },
  postByIdFollowUp: {
    summary: "Follow up on a sent quote",
    returns: QuoteSent,
    status: 202,
    errors: [409, 429],
    description: `Queues a follow-up email with the quote's private link again through the outbox, for a quote sent and not yet answered; the quote does not change. 409 for a draft, once answered, when expired, or for a client without an email (docs/decisions/327-quote-follow-up.md).`,
  },
  postByIdConvert: {
    summary: "Turn an accepted quote into an invoice",
    returns: QuoteConverted,
    body: ConvertQuoteInput,
    bodyOptional: true,
    status: 201,
    errors: [409],
    description: `One pending invoice, or with \`depositPercent\` a pending deposit invoice and a draft for the rest; 409 unless accepted and not yet converted.`,
  },
});

export const publicQuoteDocs = describeRoutes("Public", {
  getByToken: {
    summary: "A quote as its client sees it",
    returns: PublicQuoteView,
    access: "public",
    description: `No account; anything but a live 64-hex token is a plain 404. The business name, the lines, the total, the validity and the answer if given.`,
  },
  postByTokenAccept: {
    summary: "Accept a quote",
    returns: PublicQuoteView,
    access: "public",
    body: AcceptQuoteInput,
    errors: [409],
    description: `The client's \`name\`; the name and time are recorded and the owner is told. 409 once answered or expired; nothing is written then.`,
  },
  postByTokenDecline: {
    summary: "Decline a quote",
    returns: PublicQuoteView,
    access: "public",
    body: DeclineQuoteInput,
    bodyOptional: true,
    errors: [409],
    description: `An optional \`reason\`; the owner is told. 409 once answered.`,
  },
});
