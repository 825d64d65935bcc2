import {
  leadList,
  ContactPageView,
  LeadConverted,
  LeadDeleted,
  LeadInput,
  LeadReceived,
  LeadView,
  NewLeadInput,
} from "@core/leads";
import { describeRoutes } from "../openapi/describe";

export const leadDocs = describeRoutes("Leads", {
  get: {
    summary: "List leads",
    query: leadList.schema,
    returns: { page: LeadView },
    description: `A page of \`LeadView\` \`{id, name, email, message, status, platform, post: {id, title}|null, client: {id, name}|null, won, createdAt}\`, newest first; \`q\` searches name, email and message; \`status\` filters. docs/decisions/240-tracked-links-and-leads.md.`,
  },
  post: {
    summary: "Record a lead by hand",
    returns: LeadView,
    body: NewLeadInput,
    status: 201,
    errors: [409],
    description: `\`LeadView\` with \`platform: "manual"\` and \`post: null\`: someone who got in touch outside a post's link, kept to follow up and make a client. 400 \`fields.name\` / \`fields.email\` / \`fields.message\`; 409 \`fields.email\` when a lead has that email already. No bell and no webhook (the owner wrote it). docs/decisions/328-leads-by-hand.md.`,
  },
  postByIdClient: {
    summary: "Make a lead a client",
    returns: LeadConverted,
    description: `\`LeadView & {clientCreated}\`: a new client with the post and platform as its source, or the existing client with that email (linked, not counted as won).`,
  },
  deleteById: {
    summary: "Delete a lead",
    returns: LeadDeleted,
    description: `\`{deleted: true}\`; a client made from it stays (the post stops being credited with them).`,
  },
});

export const publicContactDocs = describeRoutes("Public", {
  getByCode: {
    summary: "The contact page behind a post's tracked link",
    returns: ContactPageView,
    access: "public",
    errors: [429],
    description: `No account: \`{businessName}\` and nothing else of the owner; any code that is not a live link is a plain 404. Rate limited per address (\`CONTACT_RATE_LIMIT\`).`,
  },
  postByCode: {
    summary: "Send a lead through the contact page",
    returns: LeadReceived,
    access: "public",
    body: LeadInput,
    status: 201,
    errors: [429],
    description: `\`{received: true}\` (also when the hidden honeypot field is filled, and then nothing is kept); the owner is notified and \`lead.created\` goes to their webhooks. 400 \`fields.name\` / \`fields.email\` / \`fields.message\`. Rate limited per address.`,
  },
});
