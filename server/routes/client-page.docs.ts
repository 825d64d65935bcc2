import { ClientPageLink, ClientPageView } from "@core/client-portal";
import { describeRoutes } from "../openapi/describe";

export const clientPageDocs = describeRoutes("Clients", {
  getByIdPage: {
    summary: "A client's private page link",
    returns: ClientPageLink,
    description: `\`{path: "/client/<64 hex>" | null, createdAt}\`. docs/decisions/202-client-page.md.`,
  },
  postByIdPage: {
    summary: "Make or renew a client's private page link",
    returns: ClientPageLink,
    status: 201,
    description: `A new token; the old link stops working at once.`,
  },
  deleteByIdPage: {
    summary: "Turn a client's page off",
    returns: ClientPageLink,
    description: `The link stops working.`,
  },
});

export const publicClientPageDocs = describeRoutes("Public", {
  getByToken: {
    summary: "A client's page",
    returns: ClientPageView,
    access: "public",
    description: `No account; anything but a live 64-hex token is a plain 404. The business name, what to pay (each with its pay page), quotes waiting for an answer, past invoices, other quotes and payments (the latest 50 of each with their totals); drafts never appear.`,
  },
});
