import { describeRoutes } from "./openapi/describe";

export const webDocs = describeRoutes("Account", {
  getApiLogin: {
    summary: "The sign-in page",
    access: "public",
    returns: "html",
    otherSuccess: [302],
    description: `The web app's sign-in page (HTML); signed in → 302 \`/\`.`,
  },
  getApiLogout: {
    summary: "Sign out (a link)",
    access: "public",
    returns: "html",
    otherSuccess: [302],
    description: `From our own pages or typed: the session ends, 302 \`/\`; from another site: a page with a Sign out button (POST); signed out: 302 \`/\`.`,
  },
  postApiLogout: {
    summary: "Sign out (the confirmation page's form)",
    access: "public",
    status: 303,
    returns: "redirect",
    description: `The session ends; 303 \`/\`.`,
  },
});
