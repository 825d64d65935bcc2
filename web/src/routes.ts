// The web app's pages by address, in one list: App.tsx routes by it (each page its own lazy chunk) and
// the server reads it to name a path's first needs in index.html (server/route-preloads.ts: the page's
// chunks, and for a signed-in owner the API reads the page starts with). Plain data, no React, so the
// server can import it.

/** A page: its file under web/src/pages/ without ".tsx", whose default export is the page. */
export type PageFile = `${string}/${string}-page`;

export interface PageRoute {
  /** The address as wouter matches it: literal segments and `:name` parameters. */
  path: string;
  page: PageFile;
  /** For a signed-in owner: the API reads the page starts with, exactly as it asks for them. */
  reads?: readonly string[];
}

/**
 * Before the auth gate, whatever the visitor's own auth state: the pages a client, a helper or a
 * partner opens from a link, with no account and no onboarding.
 */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  // The client's payment page.
  { path: "/pay/:token", page: "invoices/pay-invoice-page" },
  { path: "/quote/:token", page: "invoices/quote-public-page" },
  { path: "/client/:token", page: "clients/client-page" },
  // A helper's private task link.
  { path: "/delegated/:token", page: "workflows/delegated-page" },
  // A client or partner approving posts.
  { path: "/approve/:token", page: "creator/approve-page" },
  { path: "/contact/:code", page: "leads/contact-page" },
];

/** Signed out (spec 000 §2.1, §4.1); any other path is the not-found page. */
export const VISITOR_ROUTES: readonly PageRoute[] = [
  { path: "/", page: "landing/landing-page" },
  { path: "/checkout", page: "checkout/checkout-page" },
  { path: "/payment-success", page: "checkout/payment-success-page" },
  { path: "/api/login", page: "sign-in/sign-in-page" },
];

const DASHBOARD_READS = ["/api/dashboard", "/api/tasks/prioritized?limit=5"];

/** Signed in and onboarded (spec 000 §2.1, §4.1); any other path is the not-found page. */
export const OWNER_ROUTES: readonly PageRoute[] = [
  { path: "/", page: "dashboard/dashboard-page", reads: DASHBOARD_READS },
  { path: "/dashboard", page: "dashboard/dashboard-page", reads: DASHBOARD_READS },
  { path: "/profile", page: "profile/profile-page" },
  { path: "/help", page: "help/help-page" },
  // Signed-in owners may upgrade their plan from here too.
  { path: "/checkout", page: "checkout/checkout-page" },
  { path: "/payment-success", page: "checkout/payment-success-page" },
  { path: "/invoices", page: "invoices/invoices-page" },
  { path: "/invoices/recurring", page: "invoices/recurring-page" },
  { path: "/invoices/quotes", page: "invoices/quotes-page" },
  { path: "/clients", page: "clients/clients-page", reads: ["/api/clients?sort=name&limit=50"] },
  { path: "/clients/:clientId", page: "clients/client-detail-page" },
  {
    path: "/content",
    page: "creator/creator-page",
    reads: ["/api/content/sources?limit=3", "/api/canva/status", "/api/canva/templates", "/api/canva/designs?limit=12"],
  },
  { path: "/editor", page: "creator/editor-page" },
  {
    path: "/workflows",
    page: "workflows/workflows-page",
    reads: ["/api/workflows?limit=50", "/api/workflows/next-steps?limit=10", "/api/delegations?limit=8"],
  },
  {
    path: "/business-insights",
    page: "strategist/strategist-page",
    reads: ["/api/ai-insights", "/api/task-suggestions?status=pending&limit=6", "/api/workflows?limit=4"],
  },
  { path: "/analytics", page: "analyst/analyst-page" },
  { path: "/leads", page: "leads/leads-page" },
  { path: "/tasks", page: "tasks/tasks-page", reads: ["/api/tasks/prioritized?limit=50"] },
  {
    path: "/time",
    page: "time/time-page",
    reads: ["/api/time-entries/timer", "/api/time-entries?sort=-startedAt&limit=25"],
  },
  { path: "/notifications", page: "notifications/notifications-page" },
];

/** Signed in with onboarding not done: this page, whatever the path. */
export const ONBOARDING_PAGE: PageFile = "onboarding/onboarding-page";

/** No route matched. */
export const NOT_FOUND_PAGE: PageFile = "not-found/not-found-page";
