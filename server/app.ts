import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Services } from "@core/context";
import { findUserById } from "@core/users";
import type { ServerConfig } from "./config";
import type { AppEnv } from "./env";
import { handleError, notFoundRoute } from "./errors";
import { enforceTokenScope, resolveUser } from "./middleware/auth";
import { clientAddress } from "./middleware/client-address";
import { checkOrigin } from "./middleware/origin";
import { logRequests } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { authRoutes } from "./routes/auth";
import { checkoutRoutes, webhookRoutes } from "./routes/checkout";
import { canvaRoutes } from "./routes/creator/canva";
import { socialConnectRoutes } from "./routes/creator/social-connect";
import { clientRoutes } from "./routes/clients";
import { contentRoutes } from "./routes/creator/content";
import { designRoutes } from "./routes/creator/designs";
import { invoiceRoutes, publicInvoiceRoutes } from "./routes/invoices";
import { importRoutes } from "./routes/imports";
import { reminderRoutes } from "./routes/reminders";
import { paymentPlanRoutes } from "./routes/payment-plans";
import { recurringRoutes } from "./routes/recurring";
import { publicQuoteRoutes, quoteRoutes } from "./routes/quotes";
import { clientPageRoutes, publicClientPageRoutes } from "./routes/client-page";
import { clientUnbilledRoutes, timeEntryRoutes } from "./routes/time-entries";
import { configRoutes } from "./routes/config";
import { delegationRoutes, publicDelegationRoutes, taskDelegationRoutes } from "./routes/delegations";
import { insightRoutes, suggestionRoutes } from "./routes/strategist";
import { analyticsRoutes } from "./routes/analyst";
import { socialAnalyticsRoutes } from "./routes/creator/social-analytics";
import { workflowRoutes } from "./routes/workflows";
import { approvalRoutes, publicApprovalRoutes } from "./routes/creator/approvals";
import { eventRoutes } from "./routes/events";
import { contentScheduleRoutes, postRoutes, publicMediaRoutes } from "./routes/creator/posts";
import { briefingRoutes, dashboardRoutes, notificationRoutes, smartAdminRoutes, taskRoutes } from "./routes/focus";
import { outboxRoutes, supportRoutes } from "./routes/support";
import { testClockRoutes, type SettableClock } from "./routes/test-clock";
import { onboardingRoutes, userRoutes } from "./routes/user";
import { instanceRoutes } from "./routes/instance";
import { UPLOAD_PATHS } from "./uploads";
import { webhookEndpointRoutes } from "./routes/webhooks";
import { leadRoutes, publicContactRoutes, trackedLinkRoutes } from "./routes/leads";
import { assistantRoutes } from "./routes/assistant";
import { referenceRoutes } from "./routes/reference";
import { webRoutes } from "./web";

/** The whole HTTP face, built from injected services and config so tests run on their own database and clock. */
export function createApp({
  services,
  config,
  testClock,
  actAs,
}: {
  services: Services;
  config: ServerConfig;
  /** Only for browser tests (MICROTEAM_TEST_CLOCK=1): exposes PUT /api/test/clock. */
  testClock?: SettableClock;
  /**
   * Only for the terminal app's in-process app (never served over the network): requests without
   * credentials act as this owner, the one who owns the local database file.
   */
  actAs?: string;
}) {
  const limitBody = bodyLimit({
    maxSize: config.maxBodyBytes,
    onError: (c) => c.json({ code: "PAYLOAD_TOO_LARGE", message: "Request body is too large" }, 413),
  });
  // The OpenAPI document describes the whole app, which exists only once the API is mounted in it.
  const whole: { app?: Hono<AppEnv> } = {};
  const api = new Hono<AppEnv>()
    .route("/auth", authRoutes(config))
    .route("/user", userRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/instance", instanceRoutes)
    .route("/support", supportRoutes(config.rateLimits.support))
    .route("/outbox", outboxRoutes)
    .route("/clients", clientRoutes)
    .route("/clients", clientPageRoutes)
    .route("/clients", clientUnbilledRoutes)
    .route("/invoices", invoiceRoutes)
    .route("/invoices", paymentPlanRoutes)
    .route("/imports", importRoutes)
    .route("/reminders", reminderRoutes)
    .route("/recurring-invoices", recurringRoutes)
    .route("/quotes", quoteRoutes)
    .route("/time-entries", timeEntryRoutes)
    .route("/public/quotes", publicQuoteRoutes)
    .route("/public/client-pages", publicClientPageRoutes)
    .route("/public/invoices", publicInvoiceRoutes)
    .route("/dashboard", dashboardRoutes)
    .route("/tasks", taskRoutes)
    .route("/tasks", taskDelegationRoutes)
    .route("/workflows", workflowRoutes)
    .route("/delegations", delegationRoutes)
    .route("/public/delegations", publicDelegationRoutes(config.rateLimits.delegation))
    .route("/task-suggestions", suggestionRoutes)
    .route("/ai-insights", insightRoutes)
    .route("/analytics", analyticsRoutes)
    .route("/social-analytics", socialAnalyticsRoutes)
    .route("/smart-admin", smartAdminRoutes)
    .route("/notifications", notificationRoutes)
    .route("/briefing", briefingRoutes)
    .route("/content", contentRoutes)
    .route("/canva", canvaRoutes)
    .route("/social", socialConnectRoutes)
    .route("/designs", designRoutes)
    .route("/events", eventRoutes)
    .route("/content", contentScheduleRoutes)
    .route("/posts", postRoutes)
    .route("/approvals", approvalRoutes)
    .route("/public/approvals", publicApprovalRoutes)
    .route("/public/media", publicMediaRoutes)
    .route("/webhooks", webhookEndpointRoutes)
    .route("/leads", leadRoutes)
    .route("/assistant", assistantRoutes)
    .route("/public/contact", publicContactRoutes(config.rateLimits.contact))
    .route("/", configRoutes)
    .route("/", checkoutRoutes)
    .route("/", webhookRoutes)
    .route(
      "/",
      referenceRoutes(() => whole.app!),
    );
  if (testClock) api.route("/test/clock", testClockRoutes(testClock));

  const app = new Hono<AppEnv>()
    .use(securityHeaders({ stripe: Boolean(config.stripe) }))
    // Middleware that only sets things returns next() rather than awaiting it: one promise fewer each.
    .use((c, next) => {
      c.set("services", services);
      c.set("config", config);
      return next();
    })
    .use(clientAddress(config.trustProxy))
    .use(logRequests)
    .use("/api/*", (c, next) =>
      // A GET or HEAD has no body to limit; asking for one would build the full web Request (~10 µs).
      // File uploads have their own, larger limits (server/uploads.ts).
      c.req.method === "GET" || c.req.method === "HEAD" || UPLOAD_PATHS.has(c.req.path) ? next() : limitBody(c, next),
    )
    .use(resolveUser)
    .use("/api/*", enforceTokenScope)
    .use("/api/*", (c, next) => (c.req.path === "/api/stripe/webhook" ? next() : checkOrigin(c, next)))
    .use((c, next) => {
      if (actAs && !c.get("user")) {
        const user = findUserById(services, actAs);
        c.set("user", user);
        c.set("authKind", user ? "token" : null);
      }
      return next();
    })
    .route("/api", api)
    .route("/l", trackedLinkRoutes(config.rateLimits.links))
    .route("/", webRoutes(config.webDist));

  whole.app = app;
  app.onError(handleError);
  app.notFound(notFoundRoute);
  return app;
}

export type App = ReturnType<typeof createApp>;
export type AppType = App;
