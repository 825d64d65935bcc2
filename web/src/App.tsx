import { lazy, Suspense, useDeferredValue, type ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Switch } from "wouter";
import { ErrorBoundary } from "@web/components/error-boundary";
import { FullPageSpinner, PageSkeleton } from "@web/components/page-fallback";
import { useAuth } from "@web/hooks/useAuth";
import { queryClient } from "@web/lib/queryClient";
import {
  NOT_FOUND_PAGE,
  ONBOARDING_PAGE,
  OWNER_ROUTES,
  PUBLIC_ROUTES,
  VISITOR_ROUTES,
  type PageFile,
  type PageRoute,
} from "@web/routes";

// Every page is its own chunk, so a visitor downloads the landing page and nothing of the app
// (forms, selects, payments). scripts/report-landing-size.ts holds that first load to 150 KB gzip.
// Which page an address shows is web/src/routes.ts, the list the server's preloads read too.
const pageFiles = import.meta.glob<{ default: ComponentType }>("./pages/*/*-page.tsx");
const pages = new Map<PageFile, ComponentType>();
/** A page's lazy component, made once per page. */
function pageFor(page: PageFile): ComponentType {
  let component = pages.get(page);
  if (!component) {
    const load = pageFiles[`./pages/${page}.tsx`];
    if (!load) throw new Error(`web/src/routes.ts names web/src/pages/${page}.tsx, which is not there`);
    component = lazy(load);
    pages.set(page, component);
  }
  return component;
}
/** Routes as `<Route>`s, keyed by page so that "/" and "/dashboard" keep one dashboard mounted. */
const routesOf = (routes: readonly PageRoute[]) =>
  routes.map((route) => <Route key={route.page} path={route.path} component={pageFor(route.page)} />);
const publicRoutes = routesOf(PUBLIC_ROUTES);
const visitorRoutes = routesOf(VISITOR_ROUTES);
const ownerRoutes = routesOf(OWNER_ROUTES);
const Onboarding = pageFor(ONBOARDING_PAGE);
const NotFound = pageFor(NOT_FOUND_PAGE);
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
        {visitorRoutes}
        <Route component={NotFound} />
      </Switch>
    );
  }

  if (!user.onboardingCompleted) return <Onboarding />;

  return (
    <Switch>
      {ownerRoutes}
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
            {publicRoutes}
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
