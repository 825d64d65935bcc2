import type * as React from "react";
import { Header } from "./header";
import { MobileNav } from "./mobile-nav";

/**
 * The frame of every signed-in page: header, the page in a centred column, and the phone's bottom
 * navigation. The bottom padding below md keeps the last content clear of that fixed bar.
 */
export function AppLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg"
      >
        Skip to main content
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-28 outline-none sm:px-6 md:pb-12 lg:px-8 lg:pt-8"
      >
        {children}
      </main>
      <MobileNav />
    </div>
  );
}
