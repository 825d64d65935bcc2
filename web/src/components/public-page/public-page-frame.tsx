// The frame of a page a client opens from a link, with no account (pay, quote, client, approval pages):
// the Microteam header, a narrow column, and a line saying what the page is by Microteam.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "@web/components/layout/logo";

export function PublicPageFrame({ footer, children }: { footer?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-accent/60 via-background to-background">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Link href="/" className="rounded-md" aria-label="Microteam home">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      {footer && <footer className="py-6 text-center text-xs text-muted-foreground">{footer}</footer>}
    </div>
  );
}
