import { lazy, Suspense, useDeferredValue } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Switch } from "wouter";
import { ErrorBoundary } from "@web/components/error-boundary";
import { FullPageSpinner, PageSkeleton } from "@web/components/page-fallback";
import { useAuth } from "@web/hooks/useAuth";
import { queryClient } from "@web/lib/queryClient";

// Every page is its own chunk, so a visitor downloads the landing page and nothing of the app
// (forms, selects, payments). scripts/report-landing-size.ts holds that first load to 150 KB gzip.
const Landing = lazy(() => import("@web/pages/landing"));
const SignIn = lazy(() => import("@web/pages/sign-in"));
const Dashboard = lazy(() => import("@web/pages/dashboard"));
const Onboarding = lazy(() => import("@web/pages/onboarding"));
const Profile = lazy(() => import("@web/pages/profile"));
const Help = lazy(() => import("@web/pages/help"));
const Checkout = lazy(() => import("@web/pages/checkout"));
const PaymentSuccess = lazy(() => import("@web/pages/payment-success"));
const Invoices = lazy(() => import("@web/pages/invoices"));
const Recurring = lazy(() => import("@web/pages/recurring"));
const Quotes = lazy(() => import("@web/pages/quotes"));
const PublicQuote = lazy(() => import("@web/pages/quote-public"));
const ClientPage = lazy(() => import("@web/pages/client-page"));
const Clients = lazy(() => import("@web/pages/clients"));
const ClientDetail = lazy(() => import("@web/pages/client-detail"));
const Tasks = lazy(() => import("@web/pages/tasks"));
const Time = lazy(() => import("@web/pages/time/page"));
const Notifications = lazy(() => import("@web/pages/notifications"));
const Workflows = lazy(() => import("@web/pages/workflows"));
const BusinessInsights = lazy(() => import("@web/pages/business-insights"));
// A helper's private task link: public, whatever the visitor's own auth state.
const DelegatedTask = lazy(() => import("@web/pages/delegated"));
// The client's payment page: public, whatever the visitor's own auth state.
const PayInvoice = lazy(() => import("@web/pages/pay-invoice"));
const Content = lazy(() => import("@web/pages/content"));
const Editor = lazy(() => import("@web/pages/editor"));
// A client or partner approving posts: public, like the pay page.
const Approve = lazy(() => import("@web/pages/approve"));
const Analytics = lazy(() => import("@web/pages/analytics"));
const Leads = lazy(() => import("@web/pages/leads"));
const Contact = lazy(() => import("@web/pages/contact"));
const NotFound = lazy(() => import("@web/pages/not-found"));
// Toasts are only ever raised after an action, so their Radix code need not block the first paint.
const Toaster = lazy(() => import("@web/components/ui/toaster"));

/** Routes by access state (spec 000 §2.1, §4.1). */
function Router() {
  const auth = useAuth();
  // The page that sign-in state shows is rendered as a deferred update, in slices, rather than in the
  // one long task that answering /api/auth/user would otherwise start (a phone's blocking time).
  const user = useDeferredValue(auth.user);
  const isAuthenticated = useDeferredValue(auth.isAuthenticated);
  const isLoading = useDeferredValue(auth.isLoading);

  if (isLoading) return <FullPageSpinner />;

  if (!isAuthenticated || !user) {
    return (
      <Switch>
        <Route path="/" component={Landing} />
        <Route path="/checkout" component={Checkout} />
        <Route path="/payment-success" component={PaymentSuccess} />
        <Route path="/api/login" component={SignIn} />
        <Route component={NotFound} />
      </Switch>
    );
  }

  if (!user.onboardingCompleted) return <Onboarding />;

  return (
    <Switch>
      <Route path="/" component={Dashboard} />
      <Route path="/dashboard" component={Dashboard} />
      <Route path="/profile" component={Profile} />
      <Route path="/help" component={Help} />
      {/* Signed-in owners may upgrade their plan from here too. */}
      <Route path="/checkout" component={Checkout} />
      <Route path="/payment-success" component={PaymentSuccess} />
      <Route path="/invoices" component={Invoices} />
      <Route path="/invoices/recurring" component={Recurring} />
      <Route path="/invoices/quotes" component={Quotes} />
      <Route path="/clients" component={Clients} />
      <Route path="/clients/:clientId" component={ClientDetail} />
      <Route path="/content" component={Content} />
      <Route path="/editor" component={Editor} />
      <Route path="/workflows" component={Workflows} />
      <Route path="/business-insights" component={BusinessInsights} />
      <Route path="/analytics" component={Analytics} />
      <Route path="/leads" component={Leads} />
      <Route path="/tasks" component={Tasks} />
      <Route path="/time" component={Time} />
      <Route path="/notifications" component={Notifications} />
      {/* Just signed in inside the app (the server itself redirects a signed-in GET /api/login). */}
      <Route path="/api/login">
        <Redirect to="/" replace />
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            {/* Before the auth gate: a client paying an invoice needs no account and no onboarding. */}
            <Route path="/pay/:token" component={PayInvoice} />
            <Route path="/quote/:token" component={PublicQuote} />
            <Route path="/client/:token" component={ClientPage} />
            <Route path="/delegated/:token" component={DelegatedTask} />
            <Route path="/approve/:token" component={Approve} />
            <Route path="/contact/:code" component={Contact} />
            <Route>
              <Router />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
