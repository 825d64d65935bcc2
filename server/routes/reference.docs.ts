import { describeRoutes } from "../openapi/describe";

export const referenceDocs = describeRoutes("Reference", {
  getOpenapiJson: {
    summary: "This document",
    access: "public",
    description: `The OpenAPI 3.1 document of every \`/api\` route, generated from the routes and the zod schemas that validate them.`,
  },
  getDocs: {
    summary: "The reference page",
    access: "public",
    returns: "html",
    description: `This document, readable in a browser.`,
  },
  getDocsScalarJs: {
    summary: "The reference page's viewer (Scalar)",
    access: "public",
    returns: { file: "text/javascript" },
  },
  getDocsInitJs: {
    summary: "The reference page's start-up script",
    access: "public",
    returns: { file: "text/javascript" },
  },
});
