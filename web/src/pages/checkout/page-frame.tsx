import type { ReactNode } from "react";
import { Link } from "wouter";
import { AppLayout } from "@web/components/layout/app-layout";
import { Logo } from "@web/components/layout/logo";
import { useAuth } from "@web/hooks/useAuth";

/** Checkout and payment success work signed in (the app's frame) and signed out (a minimal header). */
export function PageFrame({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <AppLayout>{children}</AppLayout>;
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 via-background to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="Microteam home">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
